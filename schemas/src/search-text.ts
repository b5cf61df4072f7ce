// Text folding shared by the device's search index and the server's preview search, so that
// German spellings meet: "Gerät" and "geraet" fold alike, "Straße" and "strasse" too.

const GERMAN_FOLDS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ẞ: 'ss' };

export function foldSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßẞ]/g, (ch) => GERMAN_FOLDS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function searchTokens(text: string): string[] {
  const folded = foldSearchText(text);
  return folded === '' ? [] : folded.split(' ');
}
