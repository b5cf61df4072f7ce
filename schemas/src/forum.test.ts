import { describe, expect, it } from 'vitest';
import { cleanWatchedWords, watchedWordsIn } from './forum.ts';

describe('watched words', () => {
  const words = ['Müller', 'Anna Schmidt', 'Weiß'];

  it.each([
    ['Frau Müller hat geholfen', ['Müller']],
    ['frau MUELLER hat geholfen', ['Müller']],
    ['Herr Muller sagte', ['Müller']],
    ['**Müller**, danke', ['Müller']],
    ['Ich sprach mit anna  schmidt.', ['Anna Schmidt']],
    ['Herr Weiss und Frau Müller', ['Müller', 'Weiß']],
  ])('finds the names in %j', (text, found) => {
    expect(watchedWordsIn(text, words)).toEqual(found);
  });

  it.each(['Müllerei am Markt', 'Anna kam, Schmidts nicht', 'Weißbier', ''])(
    'finds nothing in %j (word boundaries)',
    (text) => {
      expect(watchedWordsIn(text, words)).toEqual([]);
    },
  );

  it('ignores empty words and keeps one of each spelling', () => {
    expect(cleanWatchedWords([' Müller ', 'MUELLER', '', '  ', 'Weiß'])).toEqual(['Müller', 'Weiß']);
    expect(watchedWordsIn('anything', ['', '  '])).toEqual([]);
  });
});
