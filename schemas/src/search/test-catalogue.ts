// A small catalogue for the search tests, written to exercise folding, typos, fields and ranking.
// Only p-crp-reader and p-crp-infla have a CRP parameter, and no other text begins with "crp".
import type { SearchRecord } from './search-record.ts';

export function record(fields: Partial<SearchRecord> & Pick<SearchRecord, 'id' | 'name'>): SearchRecord {
  return { manufacturer: '', distributor: '', synonyms: [], parameters: [], ...fields };
}

const CRP = ['C-reaktives Protein', 'C-reactive protein', 'CRP'];
const LACTATE = ['Laktat', 'Lactate', 'LAC'];
const TROPONIN_I = ['Troponin I', 'cTnI'];
const HBA1C = ['Hämoglobin A1c', 'Haemoglobin A1c', 'HbA1c'];

export const CATALOGUE: readonly SearchRecord[] = [
  record({
    id: 'p-bga',
    name: 'Nordlicht Blutgasanalyse S 5',
    manufacturer: 'Nordlicht Diagnostik GmbH',
    distributor: 'Klinikversorgung Nord GmbH',
    synonyms: ['BGA', 'Elektrolyte'],
    parameters: ['pH-Wert', 'pH', ...LACTATE],
  }),
  record({
    id: 'p-crp-reader',
    name: 'Reacta CRP-Schnelltest Connect 8',
    manufacturer: 'Helvetia Point Care SA',
    distributor: 'Helvetia Point Care SA',
    synonyms: ['Entzündung'],
    parameters: CRP,
  }),
  record({
    id: 'p-crp-infla',
    name: 'Febrion Pro 20',
    manufacturer: 'Gerätebau Süd GmbH',
    distributor: 'Ärztebedarf Franken GmbH',
    synonyms: ['inflammation'],
    parameters: [...CRP, 'Procalcitonin', 'PCT'],
  }),
  record({
    id: 'p-troponin-name',
    name: 'Troponin Reader One',
    manufacturer: 'Moselblick Analysesysteme GmbH',
    distributor: 'Praxisbedarf Rhein-Main GmbH',
    synonyms: ['cardiac markers'],
    parameters: TROPONIN_I,
  }),
  record({
    id: 'p-troponin-param',
    name: 'Corsens Herzmarker Duo 2',
    manufacturer: 'Zugspitz Point-of-Care GmbH',
    distributor: 'Labordirekt Westfalen GmbH',
    synonyms: ['Brustschmerz'],
    parameters: [...TROPONIN_I, 'NT-proBNP'],
  }),
  record({
    id: 'p-hba1c',
    name: 'Glycolux Duo 7',
    manufacturer: 'Mainufer Biotech GmbH',
    distributor: 'Medisupply Mittelland AG',
    synonyms: ['Langzeitzucker', 'Diabetes'],
    parameters: HBA1C,
  }),
  record({
    id: 'p-strasse',
    name: 'Straßenwacht Mobil',
    manufacturer: 'Weißensee Schnelldiagnostik GmbH',
    distributor: 'Weißensee Schnelldiagnostik GmbH',
    synonyms: ['Rettungsdienst'],
    parameters: LACTATE,
  }),
];
