// What the forum feature offers the other features: they import it from here, never from its files.
export { TopicImage } from './ForumPage.tsx';
export { reasonText } from './moderation-notice.ts';
