// Fictional companies for the demo catalogue. Every name is invented from DACH place names and
// trade words so that no real manufacturer is ever shown next to made-up product data; keep it
// that way when adding names (search the name first).
import { DEVICE_CATEGORIES } from './categories.ts';

export interface Manufacturer {
  name: string;
  /** Short brand that starts the product names. */
  brand: string;
  /** Keys of the device categories this company makes. */
  category_keys: readonly string[];
  /** Host-name-safe slug for the fictional demo URLs. */
  slug: string;
}

const MANUFACTURER_NAMES: ReadonlyArray<readonly [name: string, brand: string]> = [
  ['Nordlicht Diagnostik GmbH', 'Nordlicht'],
  ['Alpenmed AG', 'Alpenmed'],
  ['Helvetia Point Care SA', 'HelvetiaCare'],
  ['Elbmarsch Medizintechnik GmbH', 'Elbmarsch'],
  ['Donauquell Diagnostics GmbH', 'Donauquell'],
  ['Bergkristall Labortechnik AG', 'Bergkristall'],
  ['Schwarzwald Sensorik GmbH', 'Schwarzwald'],
  ['Isarwerk Medical GmbH', 'Isarwerk'],
  ['Bodensee Analytik GmbH', 'Bodensee'],
  ['Wachau Biosysteme GmbH', 'Wachau'],
  ['Spreeblick Diagnostik GmbH', 'Spreeblick'],
  ['Harzquelle Medizinprodukte GmbH', 'Harzquelle'],
  ['Zugspitz Point-of-Care GmbH', 'Zugspitz'],
  ['Lindenhof Labor-Systeme AG', 'Lindenhof'],
  ['Mainufer Biotech GmbH', 'Mainufer'],
  ['Tiroler Schnelltest GmbH', 'Tirolia'],
  ['Grünwald Kardiodiagnostik GmbH', 'Grünwald'],
  ['Ostseewind Medical GmbH', 'Ostseewind'],
  ['Jura Microfluidics SA', 'Juraflux'],
  ['Emmental Diagnostica AG', 'Emmental'],
  ['Weserbogen Sensortechnik GmbH', 'Weserbogen'],
  ['Steirische Hämatologie GmbH', 'Steira'],
  ['Rheinauen Lab Devices GmbH', 'Rheinauen'],
  ['Moselblick Analysesysteme GmbH', 'Moselblick'],
  ['Kärntner Biosensorik GmbH', 'Kärntner'],
  ['Feldberg Messtechnik GmbH', 'Feldberg'],
  ['Lausitz Lifescience GmbH', 'Lausitz'],
  ['Engadin Assay Systems AG', 'Engadin'],
  ['Ticino Rapid Diagnostics SA', 'Ticino'],
  ['Vorarlberg Medtech GmbH', 'Vorarlberg'],
  ['Hanse Point-of-Care GmbH', 'Hanse'],
  ['Eifelstein Diagnostik GmbH', 'Eifelstein'],
  ['Allgäuer Gerinnungstechnik GmbH', 'Allgäuer'],
  ['Pinzgau Molekulardiagnostik GmbH', 'Pinzgau'],
  ['Sauerland Reagenzien GmbH', 'Sauerland'],
  ['Thüringer Kapillartechnik GmbH', 'Thüringer'],
  ['Altmühl Diagnostics GmbH', 'Altmühl'],
  ['Neckartal Medical Systems GmbH', 'Neckartal'],
  ['Wattenmeer Biotech GmbH', 'Wattenmeer'],
  ['Säntis Labtech AG', 'Säntis'],
  ['Rhön Zytometrie GmbH', 'Rhön'],
  ['Chiemgau Assays GmbH', 'Chiemgau'],
  ['Salzach Point Care GmbH', 'Salzach'],
  ['Lahnstein Medizinelektronik GmbH', 'Lahnstein'],
  ['Vierwaldstätter Diagnostik AG', 'Vierwaldstätter'],
  ['Uckermark Analytics GmbH', 'Uckermark'],
  ['Großglockner Medical GmbH', 'Großglockner'],
  ['Lötschberg Diagnostics AG', 'Lötschberg'],
  ['Weißensee Schnelldiagnostik GmbH', 'Weißensee'],
  ['Fichtelgebirge Biomesstechnik GmbH', 'Fichtelberg'],
];

const FOLD: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (ch) => FOLD[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const CATEGORY_KEYS = DEVICE_CATEGORIES.map((category) => category.key);

/**
 * Each company makes two neighbouring-by-formula categories, so every category has several
 * makers and each maker's range looks coherent; fixed, so a company never changes trade with
 * the seed.
 */
export const MANUFACTURERS: readonly Manufacturer[] = MANUFACTURER_NAMES.map(([name, brand], index) => {
  const first = CATEGORY_KEYS[index % CATEGORY_KEYS.length] as string;
  const second = CATEGORY_KEYS[(index * 7 + 3) % CATEGORY_KEYS.length] as string;
  return {
    name,
    brand,
    category_keys: first === second ? [first] : [first, second],
    slug: slugify(brand),
  };
});

/** Makers of one category, in list order. */
export function manufacturersOf(categoryKey: string): Manufacturer[] {
  return MANUFACTURERS.filter((maker) => maker.category_keys.includes(categoryKey));
}

/** Fictional distributors (wholesalers) used when a maker does not sell directly. */
export const DISTRIBUTORS: readonly string[] = [
  'MedVertrieb Süd GmbH',
  'Praxisbedarf Rhein-Main GmbH',
  'Klinikversorgung Nord GmbH',
  'Alpenländische Laborlogistik GmbH',
  'Medisupply Mittelland AG',
  'Donau Medizinhandel GmbH',
  'Labordirekt Westfalen GmbH',
  'Ärztebedarf Franken GmbH',
  'Hospitalia Handels AG',
  'Pharma- und Laborservice Ost GmbH',
];

/** Fictional service providers (installation, training, maintenance). */
export const PROVIDERS: readonly string[] = [
  'POCT-Service Deutschland GmbH',
  'Gerätewartung Bayern GmbH',
  'Laborberatung Schweiz AG',
  'MedTech Service Austria GmbH',
  'Qualitätszirkel POCT GmbH',
  'Schulungszentrum Patientennahe Diagnostik GmbH',
];
