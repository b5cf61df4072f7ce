import { describe, expect, it } from 'vitest';
import { buildVocabulary, type MasterData, type Product } from '@poct/schemas';
import { answerQuestion, MAX_CARDS, previousOf, type ChatCatalogue } from './assistant.ts';

const bluetooth: MasterData = {
  id: 'conn-bluetooth',
  type: 'connectivity',
  name: { de: 'Bluetooth', en: 'Bluetooth' },
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

function product(n: number, connectivity: string[]): Product {
  return {
    id: `prod-${String(n).padStart(5, '0')}`,
    name: `Gerät ${n}`,
    manufacturer: 'Demo GmbH',
    price: { min: 1, max: 1, default: 1, average: 1, currency: 'EUR', as_of: '2025-07-01' },
    parameter_ids: [],
    method_ids: [],
    detail_ids: [],
    diagnostic_area_ids: [],
    synonyms: [],
    links_visible: true,
    connectivity: { connectivity_ids: connectivity, transmission_ids: [], sample_type_ids: [] },
    sub_products: [],
  } as unknown as Product;
}

const products = Array.from({ length: 120 }, (_, i) => product(i + 1, i % 2 ? ['conn-bluetooth'] : []));
const catalogue: ChatCatalogue = { products, vocabulary: buildVocabulary([bluetooth], ['Demo GmbH']) };

describe('one NoodleChat turn', () => {
  it('counts every match but keeps the first cards only, in name order', () => {
    const answer = answerQuestion('Geräte mit Bluetooth', catalogue, null);
    expect(answer.kind).toBe('results');
    if (answer.kind !== 'results') return;
    expect(answer.total).toBe(60);
    expect(answer.cards).toHaveLength(MAX_CARDS);
    expect(answer.cards[0]!.name).toBe('Gerät 2');
    expect(answer.cards[1]!.name).toBe('Gerät 4');
  });

  it('"ohne das erste" takes the first card of the previous answer out', () => {
    const first = answerQuestion('Geräte mit Bluetooth', catalogue, null);
    const next = answerQuestion('ohne das erste', catalogue, previousOf(first));
    expect(next.kind === 'results' && next.total).toBe(59);
    expect(next.kind === 'results' && next.cards[0]!.name).toBe('Gerät 4');
  });

  it('refuses off-topic questions, naming the words it could not use', () => {
    expect(answerQuestion('Wer gewinnt die Bundesliga?', catalogue, null)).toMatchObject({
      kind: 'refusal',
      reason: 'off_topic',
      notUsed: ['gewinnt', 'Bundesliga'],
    });
  });

  it('names back a word it did not use, with the nearest names and what each would find', () => {
    const answer = answerQuestion('Geräte mit Blauzahn oder Bluetoot', catalogue, null);
    if (answer.kind !== 'results') throw new Error('results expected');
    expect(answer.notUsed).toEqual(['Blauzahn']);
    expect(answer.readings?.map((r) => r.words)).toEqual(['Bluetoot']);
    const unknown = answerQuestion('Geräte mit Bluetoothh-Zorblax', catalogue, null);
    if (unknown.kind !== 'results') throw new Error('results expected');
    expect(unknown.notUsed).toEqual(['Zorblax']);
    const near = answerQuestion('Geräte mit Bluetüt', catalogue, null);
    expect(near).toMatchObject({ kind: 'refusal', notUsed: ['Bluetüt'] });
    if (near.kind !== 'refusal' || near.reason !== 'off_topic') return;
    expect(near.suggestions).toEqual([
      {
        word: 'Bluetüt',
        condition: { kind: 'connectivity', id: 'conn-bluetooth' },
        conditions: [{ kind: 'connectivity', id: 'conn-bluetooth' }],
        count: 60,
      },
    ]);
  });
});
