// NoodleChat's understanding: a question in German or English → conditions (conditions.ts), a
// refinement of the previous answer, or a polite refusal. Deterministic and local, so it works
// offline on the device; the question set in sync-server/test/noodlechat/ measures it.
import { foldSearchText } from '../search-text.ts';
import { mergeConditions, sameCondition, type Condition } from './conditions.ts';
import { typoLimit, withinDistance } from './edit-distance.ts';
import { readAmounts } from './numbers.ts';
import type { Phrase, Vocabulary } from './vocabulary.ts';

export interface PreviousAnswer {
  conditions: Condition[];
  /** Product ids and names in the order the answer showed them. */
  results: Array<{ id: string; name: string }>;
}

export type Understanding =
  | { kind: 'query'; conditions: Condition[]; followUp: boolean }
  | { kind: 'refusal'; reason: 'clinical' | 'off_topic' };

/** Lower case, umlauts spelt out, accents dropped; keeps digits' separators, € and µ for amounts. */
export function foldQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (ch) => ({ ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' })[ch] ?? ch)
    .replace(/[μµ]/g, 'µ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// Questions a catalogue cannot answer: advice about a patient, a diagnosis, a treatment.
const CLINICAL = [
  /\b(soll|sollte|muss|darf) ich\b/,
  /\b(should|must|can) i (give|treat|use|prescribe|test|admit|discharge)\b/,
  /\bshould i\b/,
  /\b(mein|meine|meinem|meinen|der|die|dem) (patient|patientin|patienten)\b/,
  /\bmy patients?\b/,
  /\b(diagnos|behandl|therapie|therap|medikament|dosis|dosier|dosage|dose\b|treat|prescri|medication)/,
  /\b(normalwert|referenzbereich|reference range|normal range|was bedeutet (ein|mein|dieser|der)|what does (a|my|this|the) .*mean)/,
  /\b(herzinfarkt|heart attack|infarkt|sepsis hat|has sepsis|symptom)/,
];

const FOLLOW_UP_START =
  /^(und|and|nur|only|davon|of them|of those|of these|aber|but|also|auch|ohne|without|except|not|nicht|jetzt|now|dann|then|plus|zusaetzlich|additionally|welche davon|which of them|which of those|die davon|those|diese|these)\b/;
const FOLLOW_UP_ANYWHERE =
  /\b(davon|of them|of those|of these|from these|unter diesen|among them|among those)\b/;

const ORDINALS: Record<string, number> = {
  erste: 1,
  ersten: 1,
  erstes: 1,
  first: 1,
  zweite: 2,
  zweiten: 2,
  zweites: 2,
  second: 2,
  dritte: 3,
  dritten: 3,
  drittes: 3,
  third: 3,
  vierte: 4,
  vierten: 4,
  fourth: 4,
  fuenfte: 5,
  fuenften: 5,
  fifth: 5,
  letzte: -1,
  letzten: -1,
  letztes: -1,
  last: -1,
};
const NEGATION = new Set([
  'ohne',
  'without',
  'except',
  'kein',
  'keine',
  'keinen',
  'no',
  'not',
  'nicht',
  'ausser',
  'but',
]);
/** "ohne Akku, mit HL7": the word right before a wish says it is wanted after all. */
const AFFIRMATION = new Set(['mit', 'with', 'und', 'and', 'nur', 'only', 'aber', 'but']);
const IN_ONE_TEST =
  /\b(in (einem|einer|one|a single|demselben|the same) (test|kassette|cartridge|lauf|run|messung|sub product|teststreifen|strip))\b|\b(gleichzeitig|simultaneously|at once|zusammen in|on one test)\b/;

/** Words never read as a typo of a vocabulary word: the question's own grammar. */
const PLAIN_WORDS = new Set(
  'welche welcher welches which what geraete geraet devices device tests test testen unter under weniger less minuten minutes mikroliter euro haben brauchen braucht messen misst measure measures with without ohne mit und and oder with zeige zeig show list liste gibt there sind are produkte products analyser analyzer analysers analysator analysatoren hoechstens maximal hersteller manufacturer manufacturers ergebnis result results probe sample samples schnell schneller fast faster koennen koennte could would nutzen nutze benoetigen needs need unterstuetzen support supports haelt kostet kosten cost costs preis price guenstiger cheaper teurer unterhalb below above ueber uber zwischen between davon those these diese'.split(
    ' ',
  ),
);

export function understand(
  question: string,
  vocabulary: Vocabulary,
  previous: PreviousAnswer | null,
): Understanding {
  const folded = foldQuestion(question);
  if (CLINICAL.some((pattern) => pattern.test(folded))) return { kind: 'refusal', reason: 'clinical' };

  const { conditions: amounts, rest } = readAmounts(folded);
  const tokens = foldSearchText(rest).split(' ').filter(Boolean);
  const found: Array<{ condition: Condition; negated: boolean }> = [];
  for (let at = 0; at < tokens.length;) {
    const hit = longestPhraseAt(tokens, at, vocabulary.phrases) ?? compoundAt(tokens, at, vocabulary.phrases);
    if (!hit) {
      at++;
      continue;
    }
    // "ohne Bluetooth", "without a battery"; not "ohne … mit HL7".
    const before = tokens[at - 1] ?? '';
    const negated = NEGATION.has(before) || (NEGATION.has(tokens[at - 2] ?? '') && !AFFIRMATION.has(before));
    found.push({ condition: hit.phrase.condition, negated });
    at += hit.length;
  }
  // A negated item is a wish of its own: products without it ("ohne Laktat" without any of the
  // parameters the word names). Negated sample types, amounts and texts say nothing of a product.
  const lacking = found.flatMap(({ condition, negated }): Condition[] => {
    if (!negated) return [];
    switch (condition.kind) {
      case 'connectivity':
      case 'transmission':
      case 'detail':
        return [{ kind: 'lacks', of: condition.kind, id: condition.id }];
      case 'parameter':
      case 'method':
      case 'diagnostic_area':
        return condition.ids.map((id) => ({ kind: 'lacks', of: condition.kind, id }));
      case 'manufacturer':
        return condition.names.map((name) => ({ kind: 'lacks', of: condition.kind, id: name }));
      default:
        return [];
    }
  });
  const positive = [...found.filter((f) => !f.negated).map((f) => f.condition), ...lacking];
  if (IN_ONE_TEST.test(folded) && positive.filter((c) => c.kind === 'parameter').length > 1)
    positive.push({ kind: 'in_one_test' });
  const asked = [...positive, ...amounts];

  const followUp =
    previous !== null &&
    (FOLLOW_UP_START.test(folded) ||
      FOLLOW_UP_ANYWHERE.test(folded) ||
      (asked.length === 0 && found.length > 0));
  const excluded = previous ? excludedByOrdinal(tokens, previous) : [];
  if (followUp || (previous && excluded.length)) {
    const negatedOld = found.filter((f) => f.negated).map((f) => f.condition);
    const kept = previous!.conditions.filter((c) => !negatedOld.some((n) => sameCondition(n, c)));
    return { kind: 'query', conditions: mergeConditions(kept, [...asked, ...excluded]), followUp: true };
  }
  if (asked.length === 0) return { kind: 'refusal', reason: 'off_topic' };
  return { kind: 'query', conditions: mergeConditions([], asked), followUp: false };
}

// German compounds name the thing and the kind of device: "Blutgasanalysegeräte", "Blutzuckermessgerät".
const DEVICE_WORDS =
  /(analysegeraete|analysegeraet|messgeraete|messgeraet|geraete|geraet|schnelltests|schnelltest|tests|test|analysatoren|analysator|systeme|system)$/;

function compoundAt(
  tokens: string[],
  at: number,
  phrases: readonly Phrase[],
): { phrase: Phrase; length: number } | null {
  const stem = tokens[at]!.replace(DEVICE_WORDS, '');
  if (stem === tokens[at] || stem.length < 3) return null;
  const hit = longestPhraseAt([stem], 0, phrases);
  return hit ? { phrase: hit.phrase, length: 1 } : null;
}

function excludedByOrdinal(tokens: string[], previous: PreviousAnswer): Condition[] {
  const out: Condition[] = [];
  tokens.forEach((token, at) => {
    const place = ORDINALS[token];
    if (place === undefined) return;
    if (!tokens.slice(Math.max(0, at - 3), at).some((t) => NEGATION.has(t))) return;
    const result = place === -1 ? previous.results.at(-1) : previous.results[place - 1];
    if (result) out.push({ kind: 'exclude', id: result.id, name: result.name });
  });
  return out;
}

function longestPhraseAt(
  tokens: string[],
  at: number,
  phrases: readonly Phrase[],
): { phrase: Phrase; length: number } | null {
  let best: { phrase: Phrase; length: number; typos: number } | null = null;
  for (const phrase of phrases) {
    const length = phrase.tokens.length;
    if (at + length > tokens.length || (best && length < best.length)) continue;
    let typos = 0;
    let ok = true;
    for (let i = 0; i < length && ok; i++) {
      const said = tokens[at + i]!;
      const word = phrase.tokens[i]!;
      if (said === word) continue;
      if (phrase.exact || PLAIN_WORDS.has(said)) ok = false;
      else if (said.startsWith(word) && said.length - word.length <= 2 && word.length >= 4) typos += 0.5;
      else if (said.length >= 5 && said[0] === word[0] && withinDistance(said, word, typoLimit(word)))
        typos++;
      else ok = false;
    }
    if (!ok) continue;
    if (!best || length > best.length || typos < best.typos) best = { phrase, length, typos };
  }
  return best;
}
