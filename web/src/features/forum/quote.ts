// Quoting a comment: its text as a Markdown block quote, with the author named above it, then an
// empty line for the reply.
export function quoteOf(author: string, text: string): string {
  const quoted = text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line.trim() === '' ? '>' : `> ${line}`))
    .join('\n');
  return `> **${author.replace(/[*_`\\[\]]/g, '\\$&')}:**\n${quoted}\n\n`;
}

/** Adds the quote to what is already written, on a line of its own. */
export function withQuote(current: string, quote: string): string {
  if (current.trim() === '') return quote;
  return `${current.replace(/\s*$/, '')}\n\n${quote}`;
}
