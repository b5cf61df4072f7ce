import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, markdownUrl } from './Markdown.tsx';

const html = (source: string) => renderToStaticMarkup(<Markdown source={source} />);

// Payloads from the usual Markdown XSS lists (marked's and tiptap's reports among them).
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '![x](https://tracker.example/pixel.gif)',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload=alert(1)>',
  '[x](https://ok.example "title\\" onmouseover=\\"alert(1)")',
  '<details open ontoggle=alert(1)>',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
];

describe('Markdown', () => {
  it.each(PAYLOADS)('renders %j inert', (payload) => {
    const out = html(payload);
    expect(out).not.toMatch(/<(script|img|iframe|svg|details)\b/i);
    expect(out).not.toMatch(/\son\w+=/i);
    expect(out).not.toMatch(/href="\s*(javascript|vbscript|data):/i);
  });

  it('keeps the formatting readers expect', () => {
    const out = html(
      '**bold** *it*\n\n> quoted\n\n- one\n- two\n\n[site](https://example.org) <mailto:a@b.de>',
    );
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<em>it</em>');
    expect(out).toContain('<blockquote>');
    expect(out).toContain('<li>two</li>');
    expect(out).toContain('href="https://example.org"');
    expect(out).toContain('rel="nofollow ugc noopener noreferrer"');
    expect(out).toContain('href="mailto:a@b.de"');
  });

  it('shows an image as its alt text', () => {
    expect(html('![Gerät von vorn](https://example.org/a.png)')).toContain('Gerät von vorn');
  });

  it('keeps only https and mailto addresses (the URL policy for user text)', () => {
    expect(markdownUrl('https://a.example', 'href', {} as never)).toBe('https://a.example');
    expect(markdownUrl('mailto:x@y.de', 'href', {} as never)).toBe('mailto:x@y.de');
    expect(markdownUrl('/relative', 'href', {} as never)).toBe('');
    expect(markdownUrl('javascript:alert(1)', 'href', {} as never)).toBe('');
    expect(markdownUrl('http://plain.example/', 'href', {} as never)).toBe('');
    expect(markdownUrl('//evil.example/', 'href', {} as never)).toBe('');
  });
});
