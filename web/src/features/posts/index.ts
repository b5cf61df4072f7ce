// What the posts feature offers the other features: they import it from here, never from its files.
export { LatestPosts } from './LatestPosts.tsx';
export { bannerSrc } from './post-types.ts';
