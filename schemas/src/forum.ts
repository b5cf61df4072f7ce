// Forum rules shared by the server (which holds a post back) and the page (which tells the author
// before sending): the watched words, names of company staff that the forum rules forbid naming.
// A post matches a word when the word stands alone (word boundaries, so "Meier" is not found in
// "Meiersheim"), whatever the case, and whether umlauts are written as ä, ae or a.
import { foldSearchText } from './search-text.ts';

export const WATCHED_WORD_MAX_LENGTH = 100;
export const WATCHED_WORDS_MAX = 500;
/** New threads and comments one user may write per rate-limit window (RATE_LIMIT_WINDOW). */
export const FORUM_POSTS_PER_WINDOW = 30;

/** "Müller" → "muller": the umlaut's base letter, for those who write it without the dots. */
function foldPlain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßẞ]/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const FOLDINGS = [foldSearchText, foldPlain] as const;

/** The watched words that `text` contains, in the list's order, each once. */
export function watchedWordsIn(text: string, words: readonly string[]): string[] {
  const folded = FOLDINGS.map((fold) => ` ${fold(text)} `);
  return words.filter((word) =>
    FOLDINGS.some((fold, index) => {
      const needle = fold(word);
      return needle !== '' && folded[index]!.includes(` ${needle} `);
    }),
  );
}

/** A staff-edited list: trimmed, no empties, no repeats (compared folded), at most the limits. */
export function cleanWatchedWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of words) {
    const word = raw.trim();
    const key = foldSearchText(word);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(word);
  }
  return kept;
}
