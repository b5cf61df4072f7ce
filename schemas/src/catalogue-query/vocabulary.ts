// The words NoodleChat understands, built from the data on the device: master data names in both
// languages, their codes, the synonym entries, the everyday aliases (aliases.ts) and the
// manufacturers of the catalogue. Each phrase maps to the condition it stands for.
import type { MasterData } from '../collections/masterdata.schema.ts';
import { foldSearchText } from '../search-text.ts';
import { ALIASES } from './aliases.ts';
import type { Condition } from './conditions.ts';
import { FILLERS } from './words.ts';

export interface Phrase {
  tokens: string[];
  condition: Condition;
  /** Codes ("CRP", "HL7") match exactly; words may carry a typo. */
  exact: boolean;
}

export interface Vocabulary {
  phrases: Phrase[];
  /** Localized names of master data ids, for chips and sentences. */
  names: ReadonlyMap<string, { de: string; en: string }>;
}

const CONDITION_OF: Partial<Record<MasterData['type'], (ids: string[]) => Condition>> = {
  parameter: (ids) => ({ kind: 'parameter', ids }),
  sample_type: (ids) => ({ kind: 'sample_type', ids }),
  method: (ids) => ({ kind: 'method', ids }),
  diagnostic_area: (ids) => ({ kind: 'diagnostic_area', ids }),
  connectivity: ([id]) => ({ kind: 'connectivity', id: id! }),
  transmission: ([id]) => ({ kind: 'transmission', id: id! }),
  detail: ([id]) => ({ kind: 'detail', id: id! }),
};

/** Codes too short or too common to stand for a parameter in a sentence ("mal", "pro", "Na"). */
const SKIPPED_CODES = new Set([
  'mal',
  'pro',
  'nit',
  'leu',
  'bil',
  'ket',
  'dock',
  'li',
  'ng',
  'ct',
  'sg',
  'tc',
  'tg',
  'na',
  'k',
  'cl',
  'mw',
  'bt',
  'ubg',
  'bld',
  'glu',
  'lac',
  'my',
  'myo',
  'fib',
]);
/** Parenthesised qualifiers that say nothing on their own ("LDL (berechnet)"). */
const SKIPPED_PARTS = new Set([
  'berechnet',
  'calculated',
  'funktionell',
  'functional',
  'viskoelastisch',
  'viscoelastic',
  'urin',
  'urine',
  'toxin b',
]);

/**
 * Words of a parameter's name that describe rather than name it ("Maximale Gerinnselfestigkeit"
 * is not what "maximal" means): never a parameter on their own.
 */
const DESCRIBING_WORDS = new Set(
  `maximale maximum aktivierte activated partielle partial spezifisches specific gewicht gravity
  gesamt total ionisiertes ionised ionized alkalische alkaline gruppe group humanes human resistenter
  resistant virus antigen antikoerper antibodies hochsensitiv high sensitivity calculated berechnet
  funktionell functional carbon dioxide oxygen pressure blood cells white red differential index
  lysis quotient ratio toxin typ type natriuretisches natriuretic peptide peptid reaktives reactive
  protein time zeit clotting firmness`.split(/\s+/),
);
/** Legal forms a manufacturer is named without ("Nordlicht Diagnostik" for "… GmbH"). */
const LEGAL_FORMS = new Set(
  'gmbh mbh ag kg kgaa co se sa sas bv nv oy ab srl spa plc ltd llc inc corp corporation limited ug'.split(
    ' ',
  ),
);

export function buildVocabulary(
  masterdata: readonly MasterData[],
  manufacturers: Iterable<string>,
): Vocabulary {
  const byPhrase = new Map<string, { ids: Set<string>; type: MasterData['type']; exact: boolean }>();
  const derived = new Map<string, Array<{ id: string; type: MasterData['type'] }>>();
  const names = new Map<string, { de: string; en: string }>();
  const typeOf = new Map<string, MasterData['type']>();
  const add = (phrase: string, id: string, type: MasterData['type'], exact = false) => {
    const key = foldSearchText(phrase);
    if (!key) return;
    const entry = byPhrase.get(key);
    if (entry && entry.type === type) entry.ids.add(id);
    else if (!entry) byPhrase.set(key, { ids: new Set([id]), type, exact });
  };

  for (const item of masterdata) {
    typeOf.set(item.id, item.type);
    if (!CONDITION_OF[item.type]) continue;
    names.set(item.id, item.name);
    for (const name of [item.name.de, item.name.en]) {
      add(name, item.id, item.type);
      // "Troponin T, hochsensitiv" → "Troponin T"; "Thromboplastinzeit (Quick/INR)" → its parts.
      const [head = '', ...rest] = name.split(/[(),]/);
      const named = [head, ...rest.flatMap((r) => r.split('/'))].map(foldSearchText);
      // Without a leading describing word too ("Maximale Gerinnselfestigkeit" → "Gerinnselfestigkeit").
      const parts = named.flatMap((part) => {
        const words = part.split(' ');
        let from = 0;
        while (from < words.length - 1 && DESCRIBING_WORDS.has(words[from]!)) from++;
        return from > 0 ? [part, words.slice(from).join(' ')] : [part];
      });
      // A parameter's single words too: the genus or the species alone ("Chlamydia", "aureus").
      const single =
        item.type === 'parameter'
          ? parts.flatMap((part) => part.split(' ')).filter((word) => word.length >= 5 && !/\d/.test(word))
          : [];
      for (const key of new Set([...parts, ...single])) {
        if (key.length < 3 || SKIPPED_PARTS.has(key) || DESCRIBING_WORDS.has(key) || FILLERS.has(key))
          continue;
        derived.set(key, [...(derived.get(key) ?? []), { id: item.id, type: item.type }]);
      }
    }
    const code = item.code ? foldSearchText(item.code) : '';
    if (
      code &&
      !SKIPPED_CODES.has(code) &&
      (code.length >= 3 || /\d/.test(code) || code === 'hb' || code === 'ph')
    )
      add(code, item.id, item.type, true);
    // An ion written with its charge ("K+", "Cl-") names it even where the bare letter would not.
    const charge = item.code?.match(/^[a-z]{1,2}\d?([+-])$/i)?.[1];
    if (charge && code) {
      const key = `${code.replace(/ /g, '')}${charge}`;
      if (!byPhrase.has(key)) byPhrase.set(key, { ids: new Set([item.id]), type: item.type, exact: true });
    }
  }
  for (const [key, owners] of derived) {
    const ids = new Set(owners.map((o) => o.id));
    if (ids.size === 1 && !byPhrase.has(key)) add(key, owners[0]!.id, owners[0]!.type);
  }
  for (const [ids, words] of Object.entries(ALIASES)) {
    const list = ids.split(' ');
    const type = typeOf.get(list[0]!);
    if (!type) continue;
    for (const word of words) {
      const key = foldSearchText(word);
      const entry = byPhrase.get(key);
      // An alias names exactly its ids, replacing what the names alone would give.
      byPhrase.set(key, {
        ids: new Set(list.filter((id) => typeOf.has(id))),
        type,
        exact: entry?.exact ?? false,
      });
    }
  }

  // Synonym entries ("Entzündungsmarker": CRP, PCT) stand for the parameters their words name.
  for (const item of masterdata) {
    if (item.type !== 'synonym') continue;
    const words = [item.term ?? '', ...(item.synonyms ?? [])].map(foldSearchText);
    const ids = new Set<string>();
    for (const word of words) {
      const entry = byPhrase.get(word);
      if (entry?.type === 'parameter') entry.ids.forEach((id) => ids.add(id));
    }
    // Words that already name something keep their meaning ("CRP" stays CRP, not CRP or PCT).
    const fresh = [item.name.de, item.name.en, ...words].filter(
      (word) => !byPhrase.has(foldSearchText(word)),
    );
    for (const word of fresh) for (const id of ids) add(word, id, 'parameter');
  }
  const phrases: Phrase[] = [];
  for (const [key, { ids, type, exact }] of byPhrase) {
    phrases.push({ tokens: key.split(' '), condition: CONDITION_OF[type]!([...ids].sort()), exact });
  }
  for (const manufacturer of new Set(manufacturers)) {
    const condition: Condition = { kind: 'manufacturer', names: [manufacturer] };
    const tokens = foldSearchText(manufacturer).split(' ');
    phrases.push({ tokens, condition, exact: false });
    const withoutForm = tokens.filter((token) => !LEGAL_FORMS.has(token));
    if (withoutForm.length > 1 && withoutForm.length < tokens.length)
      phrases.push({ tokens: withoutForm, condition, exact: false });
    // The first word is the brand people say ("Nordlicht").
    if (tokens[0] && tokens[0].length >= 4) phrases.push({ tokens: [tokens[0]], condition, exact: false });
  }
  return { phrases, names };
}
