// Sub-sample types (the tube, additive or kind of a sample: "Lithium-Heparin", "Morgenurin") are
// short texts a test stores once, in German, as the demo catalogue and staff write them. Like the
// default link titles (link-titles.ts), pages in English show the known terms in English; any
// other text is shown as it is stored.
import type { Locale } from './constants.ts';

const ENGLISH: Readonly<Record<string, string>> = {
  'Lithium-Heparin': 'Lithium heparin',
  'balanciertes Heparin': 'Balanced heparin',
  Citrat: 'Citrate',
  'Citrat 3,2 %': 'Citrate 3.2 %',
  EDTA: 'EDTA',
  'EDTA-Kapillare': 'EDTA capillary',
  Erststrahlurin: 'First-void urine',
  Mittelstrahlurin: 'Midstream urine',
  Morgenurin: 'First morning urine',
  Spontanurin: 'Spot urine',
  Extraktionspuffer: 'Extraction buffer',
  Transportmedium: 'Transport medium',
  Trockentupfer: 'Dry swab',
  Kapillarblut: 'Capillary blood',
  'Kapillare 5 µL': 'Capillary 5 µL',
  nativ: 'Native',
  'ungeformter Stuhl': 'Unformed stool',
};

/** Every German term this file translates (the demo catalogue draws from them). */
export const KNOWN_SUB_SAMPLE_TYPES: readonly string[] = Object.keys(ENGLISH);

/**
 * The terms of a test's sub-sample type, as the search filter offers them: a list "a, b" is its
 * terms ("Kapillarblut, nativ" is two), anything else one term as stored ("Citrat 3,2 %").
 */
export function subSampleTermsOf(text: string): string[] {
  return [...new Set(text.split(', ').map((part) => part.trim()))].filter(Boolean);
}

/** A test's sub-sample type in the page's language: known terms (also in a list "a, b") translated. */
export function subSampleTypeIn(text: string, locale: Locale): string {
  if (locale === 'de') return text;
  const whole = ENGLISH[text];
  if (whole) return whole;
  const parts = text.split(', ');
  return parts.every((part) => ENGLISH[part]) ? parts.map((part) => ENGLISH[part]).join(', ') : text;
}
