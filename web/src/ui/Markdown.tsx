// User-written Markdown (posts, reviews, forum), rendered as React elements, never as HTML:
// raw HTML in the source is dropped (`skipHtml`), links keep only http(s) and mailto addresses
// (a `javascript:` or `data:` link loses its address and stays text), and images are shown as
// their alt text so a post cannot load a tracking pixel from another site.
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const SAFE_PROTOCOL = /^(https?:|mailto:)/i;

/** Keeps absolute http(s) and mailto addresses; anything else (relative, javascript:, data:) becomes empty. */
export const safeUrl: UrlTransform = (url) => (SAFE_PROTOCOL.test(url.trim()) ? url : '');

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
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={safeUrl} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
