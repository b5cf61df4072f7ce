// The chips in the page's language: alternatives read "oder" / "or", an order says which.
import { i18n } from '@lingui/core';
import { buildVocabulary, type Condition, type MasterData } from '@poct/schemas';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/catalog.ts';
import { conditionLabel } from './condition-labels.ts';

const item = (id: string, type: MasterData['type'], de: string, en: string) =>
  ({ id, type, name: { de, en } }) as MasterData;
const vocabulary = buildVocabulary(
  [
    item('param-crp', 'parameter', 'C-reaktives Protein', 'C-reactive protein'),
    item('param-pct', 'parameter', 'Procalcitonin', 'Procalcitonin'),
    item('conn-bluetooth', 'connectivity', 'Bluetooth', 'Bluetooth'),
    item('conn-wifi', 'connectivity', 'WLAN', 'Wi-Fi'),
  ],
  ['Alpenmed AG', 'Nordlicht Diagnostik GmbH'],
);

const CASES: Array<[Condition, string, string]> = [
  [
    { kind: 'parameter', ids: ['param-crp', 'param-pct'] },
    'C-reaktives Protein oder Procalcitonin',
    'C-reactive protein or Procalcitonin',
  ],
  [
    { kind: 'has_any', of: 'connectivity', ids: ['conn-bluetooth', 'conn-wifi'] },
    'Bluetooth oder WLAN',
    'Bluetooth or Wi-Fi',
  ],
  [
    { kind: 'manufacturer', names: ['Alpenmed AG', 'Nordlicht Diagnostik GmbH'] },
    'Alpenmed AG oder Nordlicht Diagnostik GmbH',
    'Alpenmed AG or Nordlicht Diagnostik GmbH',
  ],
  [{ kind: 'sort', by: 'price' }, 'Günstigste zuerst', 'Cheapest first'],
  [{ kind: 'sort', by: 'time' }, 'Schnellstes Ergebnis zuerst', 'Fastest result first'],
  [{ kind: 'sort', by: 'volume' }, 'Kleinstes Probenvolumen zuerst', 'Smallest sample volume first'],
];

describe('chip labels', () => {
  it.each(['de', 'en'] as const)('names alternatives and orders in %s', async (locale) => {
    await activateLocale(locale);
    for (const [condition, de, en] of CASES)
      expect(conditionLabel(condition, vocabulary, locale, i18n)).toBe(locale === 'de' ? de : en);
  });
});
