import { describe, expect, it } from 'vitest';
import { keepToResults } from './keep-to-results.ts';

const results = [
  {
    id: 'prod-00003',
    name: 'Elbmarsch Reacta S 200',
    manufacturer: 'Elbmarsch Medizintechnik GmbH',
    test: null,
  },
];
const catalogue = ['Elbmarsch Reacta S 200', 'Alpenmed Kardiolux Connect 4', 'Alpenmed'];

describe('the model words only the results', () => {
  it('replaces result ids by their names', () => {
    expect(keepToResults('[prod-00003] needs 1.5 µl.', results, catalogue)).toBe(
      'Elbmarsch Reacta S 200 needs 1.5 µl.',
    );
  });

  it.each([
    ['a foreign id in brackets', 'Try [prod-99999] too.'],
    ['a bare foreign id', 'Or prod-12345, which is fast.'],
    ['a catalogue product that is not a result', 'Alpenmed Kardiolux Connect 4 is faster.'],
    ['a catalogue brand that is not a result', 'Alpenmed makes a good one.'],
    ['an invented name with an inner capital', 'The NovaQuick is cheaper.'],
    ['an invented name with a model number', 'The Cardio Sprint 9000 is cheaper.'],
    ['a foreign id in any bracket form', 'See [other-thing].'],
  ])('drops a sentence with %s', (_what, sentence) => {
    expect(keepToResults(`[prod-00003] needs 1.5 µl. ${sentence}`, results, catalogue)).toBe(
      'Elbmarsch Reacta S 200 needs 1.5 µl.',
    );
  });

  it('keeps amounts with units and the result name with its number', () => {
    expect(
      keepToResults('Elbmarsch Reacta S 200 gives a result in 3 min for 24 EUR.', results, catalogue),
    ).toBe('Elbmarsch Reacta S 200 gives a result in 3 min for 24 EUR.');
  });
});
