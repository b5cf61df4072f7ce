// What the search benchmark types: whole queries of one, two and three words, entered letter by
// letter (every keystroke is a search, as on the search page), plus a few misspelt words.
export const QUERIES: Readonly<Record<'1 word' | '2 words' | '3 words', readonly string[]>> = {
  '1 word': ['Blutgasanalyse', 'Troponin', 'CRP', 'HbA1c', 'Gerinnung', 'Nordlicht', 'Glukose', 'Influenza'],
  '2 words': [
    'Nordlicht Blutgas',
    'Troponin Herzmarker',
    'CRP Helvetia',
    'HbA1c Diabetes',
    'Gerinnung INR',
    'Laktat Alpenmed',
  ],
  '3 words': [
    'Nordlicht Blutgas Laktat',
    'Troponin Herzmarker Mini',
    'CRP Entzündung Pro',
    'Harnstreifen Nitrit Urin',
  ],
};

/** Misspelt whole words (searched once each, not typed). */
export const TYPOS: readonly string[] = ['Tropnin', 'Blutgsa', 'Glukoes', 'Gerinnugn', 'Nordlihct'];

export interface Keystroke {
  group: string;
  query: string;
}

/** Every state of the search field while `query` is typed, skipping states that add only a space. */
export function typed(query: string): string[] {
  const states: string[] = [];
  for (let length = 1; length <= query.length; length++) {
    const state = query.slice(0, length);
    if (!state.endsWith(' ')) states.push(state);
  }
  return states;
}

export function keystrokes(quick: boolean): Keystroke[] {
  const out: Keystroke[] = [];
  for (const [group, queries] of Object.entries(QUERIES)) {
    for (const query of quick ? queries.slice(0, 2) : queries) {
      for (const state of typed(query)) out.push({ group, query: state });
    }
  }
  for (const query of quick ? TYPOS.slice(0, 2) : TYPOS) out.push({ group: 'typo', query });
  return out;
}

/** Every n-th keystroke, for engines too slow to run them all at large sizes. */
export function sample<T>(items: readonly T[], most: number): T[] {
  if (items.length <= most) return [...items];
  const step = items.length / most;
  return Array.from({ length: most }, (_, i) => items[Math.floor(i * step)] as T);
}

/** Whether a query has a word that matches nothing as typed (so engines may try typos). */
export function isTypo(keystroke: Keystroke): boolean {
  return keystroke.group === 'typo';
}
