// User-written Markdown (posts, reviews, forum), rendered as React elements, never as HTML:
// raw HTML in the source is dropped (`skipHtml`), links keep only the addresses the URL policy
// allows in user text (`text-link`: https and mailto; a `javascript:`, `data:` or plain `http:`
// link loses its address and stays text), and images are shown as their alt text so a post
// cannot load a tracking pixel from another site.
import { safeUrl } from '@poct/schemas';
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** Keeps what the URL policy allows in user text; anything else (relative, javascript:, data:) becomes empty. */
export const markdownUrl: UrlTransform = (url) => safeUrl('text-link', url) ?? '';

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} rel="nofollow ugc noopener noreferrer" target="_blank">
        {children}
      </a>
    ) : (
      <>{children}</>
    ),
  img: ({ alt }) => <span className="markdown__image-alt">{alt}</span>,
};

export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={['markdown', className].filter(Boolean).join(' ')}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={markdownUrl} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
