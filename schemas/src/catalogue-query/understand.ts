// NoodleChat's understanding: a question in German or English → conditions (conditions.ts), a
// refinement of the previous answer, or a polite refusal. Deterministic and local, so it works
// offline on the device; the question set in sync-server/test/noodlechat/ measures it.
//
// Every word of a question is used (a condition), grammar (words.ts), or named back as not used,
// with the nearest master data names as suggestions: an answer never drops a wish in silence.
// Words are read by their inflection ("Chlamydien"), as compounds of known parts
// ("Kapillarblutprobe") and with small typos, whose confidence the answer shows; "oder" / "or" /
// "A/B" between values of one kind means any of them.
import { foldSearchText } from '../search-text.ts';
import { mergeConditions, sameCondition, type Condition, type SortKey } from './conditions.ts';
import { typoLimit, withinDistance } from './edit-distance.ts';
import { readAmounts } from './numbers.ts';
import type { Phrase, Vocabulary } from './vocabulary.ts';
import { AND_WORDS, FILLERS, OR_WORDS, sameWord, stemOf } from './words.ts';

export interface PreviousAnswer {
  conditions: Condition[];
  /** Product ids and names in the order the answer showed them. */
  results: Array<{ id: string; name: string }>;
}

/** A word read with a typo: what it was taken for and how sure that is (below 1). */
export interface Reading {
  words: string;
  condition: Condition;
  confidence: number;
}

/** A master data name near a word that was not used ("Meinten Sie …?"). */
export interface Suggestion {
  word: string;
  condition: Condition;
}

/** The words named back: what the question said that no condition carries. */
export interface Unused {
  notUsed: string[];
  suggestions: Suggestion[];
}

export type Understanding =
  | ({ kind: 'query'; conditions: Condition[]; followUp: boolean; readings: Reading[] } & Unused)
  | { kind: 'refusal'; reason: 'clinical' }
  | ({ kind: 'refusal'; reason: 'off_topic' } & Unused);

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
  /\b(mein|meine|meinem|meinen|meiner|einem|einer|der|die|dem) (patient|patientin|patienten)\b/,
  /\b(gebe|geben|verabreiche|verabreichen|verordne|verschreibe) ich\b|\b(antibiotik|antibiotic|heparin|insulin|bakteriell|bacterial|viral)/,
  // A lab value ("ein CRP von 80", "a lactate of 4"): a catalogue name (x) with a number is a result.
  /\bx (von|of|bei|at|is|ist) (\d|ueber|over|unter|under)/,
  /\bmy patients?\b/,
  // "Diagnostik" / "diagnostic area" name the catalogue's own fields; "Diagnose" asks for one.
  /\b(diagnos(?!ti)|behandl|therapie|therap|medikament|dosis|dosier|dosage|dose\b|treat|prescri|medication)/,
  /\b(normalwert|referenzbereich|reference range|normal range|was bedeutet (ein|mein|dieser|der)|what does (a|my|this|the) .*mean)/,
  /\b(herzinfarkt|heart attack|infarkt|sepsis hat|has sepsis|symptom)/,
];

const FOLLOW_UP_START =
  /^(und|and|nur|only|davon|of them|of those|of these|aber|but|also|auch|ohne|without|except|not|nicht|jetzt|now|dann|then|plus|zusaetzlich|additionally|welche davon|which of them|which of those|die davon|those|diese|these|drop|remove|entferne|streiche)\b/;
const FOLLOW_UP_ANYWHERE =
  /\b(davon|of them|of those|of these|from these|unter diesen|among them|among those|remaining|uebrig)\b|\b(only|nur)$/;
/** A whole new question names what it asks for ("Welche…", "Show me…"); a fragment refines. */
const QUESTION_FRAME = new Set(
  'welche welcher welches welchen was wer gibt gib zeige zeig suche brauche finde liste which what who show list find need want looking is are there do does can'.split(
    ' ',
  ),
);
const MAX_FRAGMENT = 6;
/** "zwei getrennte Tests", "separate tests": the wishes need not share one test any more. */
const SEPARATE_TESTS = /\b(getrennt\w*|separate\w*|einzeln\w*|verschiedene\w* tests|different tests)\b/;

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
/** Words that take a product out of the answer ("drop the last one", "das erste kommt nicht in Frage"). */
const REMOVAL = new Set(
  'drop remove exclude delete entferne entfernen streiche streichen weg raus nicht not'.split(' '),
);
/** "ohne Akku, mit HL7": the word right before a wish says it is wanted after all. */
const AFFIRMATION = new Set(['mit', 'with', 'und', 'and', 'nur', 'only', 'aber', 'but']);
const IN_ONE_TEST =
  /\b(in (einem|einer|one|a single|demselben|the same) (test|kassette|cartridge|lauf|run|messung|sub product|teststreifen|strip))\b|\b(gleichzeitig|simultaneously|at once|zusammen in|on one test)\b|\b(same|demselben|derselben|gleichen|selben) (swab|sample|specimen|abstrich|probe|test|kassette|cartridge)\b/;

/** Words never read as a typo of a vocabulary word: the question's own grammar (and FILLERS). */
const PLAIN_WORDS = new Set(
  'welche welcher welches which what geraete geraet devices device tests test testen unter under weniger less minuten minutes mikroliter euro haben brauchen braucht messen misst measure measures with without ohne mit und and oder with zeige zeig show list liste gibt there sind are produkte products analyser analyzer analysers analysator analysatoren hoechstens maximal hersteller manufacturer manufacturers ergebnis result results probe sample samples schnell schneller fast faster koennen koennte could would nutzen nutze benoetigen needs need unterstuetzen support supports haelt kostet kosten cost costs preis price guenstiger cheaper teurer unterhalb below above ueber uber zwischen between davon those these diese'.split(
    ' ',
  ),
);

// Superlatives and "sortiert nach" / "sorted by": the answer's order.
const SORT_BY = 'sortiert|sortieren|sortierung|geordnet|ordnen|ordered|sorted|sort|order|ranked|rank';
const SORTS: ReadonlyArray<readonly [RegExp, SortKey]> = [
  [
    new RegExp(
      String.raw`\b(guenstigst\w*|billigst\w*|preiswertest\w*|guenstig\w*|billig\w*|preiswert\w*|cheapest|cheap|least expensive|lowest (price|cost)|(${SORT_BY}) (nach|by) (dem |the )?(preis|price|kosten|cost)|nach (dem )?preis (${SORT_BY})|by price)\b`,
    ),
    'price',
  ],
  [
    new RegExp(
      String.raw`\b(schnellst\w*|fastest|quickest|kuerzest\w* (ergebniszeit|zeit|messzeit|testzeit|analysezeit|dauer)|shortest (time|turnaround)( to result)?|(${SORT_BY}) (nach|by) (der |the )?(ergebniszeit|zeit|dauer|geschwindigkeit|messzeit|time to result|time|speed|turnaround)|nach (der )?(ergebnis)?zeit (${SORT_BY})|by speed|by time to result)\b`,
    ),
    'time',
  ],
  [
    new RegExp(
      String.raw`\b((kleinst|wenigst|geringst|niedrigst)\w* (probenvolumen|volumen|probenmenge|blutmenge|menge|probe|blut)|(smallest|least|lowest) (sample volume|volume|sample|blood)|(${SORT_BY}) (nach|by) (dem |the )?(probenvolumen|volumen|sample volume|volume)|nach (dem )?(proben)?volumen (${SORT_BY})|by (sample )?volume)\b`,
    ),
    'volume',
  ],
];

interface Hit {
  start: number;
  length: number;
  condition: Condition;
  typos: number;
  negated: boolean;
}

/**
 * The question's words with what follows each ("/" joins alternatives, "," lists). An ion's
 * charge stays on its code ("K+", "Cl-"), and "Flu A/B" is read as "Flu A / Flu B".
 */
function wordsOf(rest: string, known: ReadonlyMap<string, Phrase>): { tokens: string[]; after: string[] } {
  const tokens: string[] = [];
  const after: string[] = [];
  for (const part of rest.split(/([^\p{L}\p{N}]+)/u)) {
    if (!part) continue;
    if (/^[^\p{L}\p{N}]+$/u.test(part)) {
      const last = tokens.length - 1;
      const charge = /^[+-](\s|$)/.exec(part)?.[0]?.[0];
      if (last >= 0 && charge && known.has(tokens[last]! + charge)) tokens[last] += charge;
      if (after.length) after[last] += part;
      continue;
    }
    for (const token of foldSearchText(part).split(' ').filter(Boolean)) {
      const last = tokens.length - 1;
      if (last >= 1 && after[last] === '/' && token.length <= 2 && tokens[last]!.length <= 2) {
        // "flu a/b": the word before the letters belongs to both.
        after[last] = ' ';
        tokens.push('oder', tokens[last - 1]!);
        after.push(' ', ' ');
      }
      tokens.push(token);
      after.push('');
    }
  }
  return { tokens, after };
}

export function understand(
  question: string,
  vocabulary: Vocabulary,
  previous: PreviousAnswer | null,
): Understanding {
  const folded = foldQuestion(question);
  const { conditions: amounts, rest } = readAmounts(folded);
  const { tokens, after } = wordsOf(rest, singleWords(vocabulary));
  const used = tokens.map(() => false);

  const sorts: Condition[] = [];
  const line = tokens.join(' ');
  for (const [pattern, by] of SORTS) {
    const match = pattern.exec(line);
    if (!match) continue;
    if (!sorts.length) sorts.push({ kind: 'sort', by });
    markWords(line, match.index, match.index + match[0].length, used);
  }

  const hits: Hit[] = [];
  for (let at = 0; at < tokens.length;) {
    const phrase = used[at] ? null : longestPhraseAt(tokens, at, vocabulary.phrases);
    const found = phrase
      ? [{ condition: phrase.phrase.condition, typos: phrase.typos, length: phrase.length }]
      : used[at]
        ? []
        : (compoundOf(tokens[at]!, vocabulary) ?? []).map((p) => ({
            condition: p.condition,
            typos: 0,
            length: 1,
          }));
    if (!found.length) {
      at++;
      continue;
    }
    // "ohne Bluetooth", "without a battery"; not "ohne … mit HL7".
    const before = tokens[at - 1] ?? '';
    const negated = NEGATION.has(before) || (NEGATION.has(tokens[at - 2] ?? '') && !AFFIRMATION.has(before));
    for (const f of found)
      hits.push({ start: at, length: f.length, condition: f.condition, typos: f.typos, negated });
    for (let i = at; i < at + found[0]!.length; i++) used[i] = true;
    at += found[0]!.length;
  }

  // A catalogue name never makes a question clinical ("Nordlicht Diagnostik GmbH").
  const unnamed = tokens.map((token, i) => (used[i] ? 'x' : token)).join(' ');
  if (CLINICAL.some((pattern) => pattern.test(unnamed))) return { kind: 'refusal', reason: 'clinical' };

  const groups = joinAlternatives(hits, tokens, after);
  // A negated item is a wish of its own: products without it ("ohne Laktat" without any of the
  // parameters the word names). Negated sample types, amounts and texts say nothing of a product.
  const lacking = groups.flatMap(({ condition, negated }): Condition[] => {
    if (!negated) return [];
    switch (condition.kind) {
      case 'connectivity':
      case 'transmission':
      case 'detail':
        return [{ kind: 'lacks', of: condition.kind, id: condition.id }];
      case 'has_any':
        return condition.ids.map((id) => ({ kind: 'lacks', of: condition.of, id }));
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
  const positive = [...groups.filter((g) => !g.negated).map((g) => g.condition), ...lacking];
  if (IN_ONE_TEST.test(folded) && positive.filter((c) => c.kind === 'parameter').length > 1)
    positive.push({ kind: 'in_one_test' });
  const asked = [...positive, ...amounts, ...sorts];

  const original = originalWords(question);
  const unused = unusedWords(tokens, used, original, vocabulary);
  const readings: Reading[] = hits
    .filter((hit) => hit.typos > 0)
    .map((hit) => {
      const said = tokens.slice(hit.start, hit.start + hit.length);
      const letters = said.join('').length;
      return {
        words: said.map((t) => original.get(t) ?? t).join(' '),
        condition: hit.condition,
        confidence: Math.max(0.5, Math.round((1 - hit.typos / Math.max(4, letters)) * 100) / 100),
      };
    });

  const fragment =
    tokens.length <= MAX_FRAGMENT &&
    !tokens.some((t) => QUESTION_FRAME.has(t)) &&
    !positive.some((c) => c.kind === 'parameter' || c.kind === 'manufacturer');
  const followUp =
    previous !== null &&
    (FOLLOW_UP_START.test(folded) ||
      FOLLOW_UP_ANYWHERE.test(folded) ||
      fragment ||
      (asked.length === 0 && groups.length > 0));
  const excluded = previous ? excludedByOrdinal(tokens, previous) : [];
  if (followUp || (previous && excluded.length)) {
    const negatedOld = groups.filter((g) => g.negated).map((g) => g.condition);
    const separate = SEPARATE_TESTS.test(folded);
    const kept = previous!.conditions.filter(
      (c) => !negatedOld.some((n) => sameCondition(n, c)) && !(separate && c.kind === 'in_one_test'),
    );
    return {
      kind: 'query',
      conditions: mergeConditions(kept, [...asked, ...excluded]),
      followUp: true,
      readings,
      ...unused,
    };
  }
  if (asked.length === 0) return { kind: 'refusal', reason: 'off_topic', ...unused };
  return { kind: 'query', conditions: mergeConditions([], asked), followUp: false, readings, ...unused };
}

function markWords(line: string, from: number, to: number, used: boolean[]): void {
  let offset = 0;
  line.split(' ').forEach((word, i) => {
    if (offset >= from && offset < to) used[i] = true;
    offset += word.length + 1;
  });
}

/** Folded word → the word as the question wrote it, for naming it back. */
function originalWords(question: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const word of question.split(/[^\p{L}\p{N}]+/u)) {
    const key = foldSearchText(word);
    if (key && !key.includes(' ') && !out.has(key)) out.set(key, word);
  }
  return out;
}

const MAX_SUGGESTIONS = 3;

function unusedWords(
  tokens: readonly string[],
  used: readonly boolean[],
  original: ReadonlyMap<string, string>,
  vocabulary: Vocabulary,
): Unused {
  const grammar = (token: string) =>
    FILLERS.has(token) ||
    PLAIN_WORDS.has(token) ||
    NEGATION.has(token) ||
    REMOVAL.has(token) ||
    ORDINALS[token] !== undefined ||
    OR_WORDS.has(token) ||
    AND_WORDS.has(token);
  // Unused words next to each other are one thing said ("vitamin D", "interleukin-6").
  const runs: string[][] = [];
  tokens.forEach((token, i) => {
    if (used[i] || grammar(token)) return;
    if (i > 0 && !used[i - 1] && !grammar(tokens[i - 1]!) && runs.length) runs.at(-1)!.push(token);
    else runs.push([token]);
  });
  const notUsed: string[] = [];
  const suggestions: Suggestion[] = [];
  for (const run of runs) {
    if (run.length === 1 && run[0]!.length < 2 && !/\d/.test(run[0]!)) continue;
    const words = run.map((token) => original.get(token) ?? token).join(' ');
    if (notUsed.includes(words)) continue;
    notUsed.push(words);
    for (const token of run)
      for (const condition of nearestConditions(token, vocabulary))
        if (
          suggestions.length < MAX_SUGGESTIONS &&
          !suggestions.some((s) => sameCondition(s.condition, condition))
        )
          suggestions.push({ word: words, condition });
  }
  return { notUsed, suggestions };
}

/** Master data names near a word: a few more typos than a reading allows, or a shared start. */
function nearestConditions(word: string, vocabulary: Vocabulary): Condition[] {
  if (word.length < 4 || /^\d+$/.test(word)) return [];
  const allowed = word.length <= 5 ? 1 : word.length <= 8 ? 2 : 3;
  const scored: Array<{ condition: Condition; score: number }> = [];
  for (const phrase of vocabulary.phrases) {
    let best = Infinity;
    for (const token of phrase.tokens) {
      if (token.length < 4) continue;
      if (withinDistance(word, token, allowed)) {
        // Within reach: the nearest distance ranks it (one pass per smaller limit).
        let limit = 1;
        while (limit < allowed && limit < best && !withinDistance(word, token, limit)) limit++;
        best = Math.min(best, limit);
      } else if (best === Infinity && commonStart(word, token) >= 5) best = allowed + 0.5;
    }
    if (best < Infinity) scored.push({ condition: phrase.condition, score: best });
  }
  return scored.sort((a, b) => a.score - b.score).map((s) => s.condition);
}

function commonStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

type Link = 'or' | 'and' | 'list';

/**
 * Hits of one kind joined by "oder" / "or" / "/" (and the commas of a list ending in one) become
 * one wish for any of them; "und", "and" and plain juxtaposition keep every wish. A negation
 * carries over an "oder" ("ohne A oder B": neither).
 */
function joinAlternatives(
  hits: readonly Hit[],
  tokens: readonly string[],
  after: readonly string[],
): Array<{ condition: Condition; negated: boolean }> {
  const links = hits.slice(1).map((hit, i): Link => {
    const prev = hits[i]!;
    const end = prev.start + prev.length;
    if (hit.start === prev.start) return 'and';
    const between = tokens.slice(end, hit.start);
    if (between.some((t) => OR_WORDS.has(t))) return 'or';
    if (between.some((t) => AND_WORDS.has(t) || AFFIRMATION.has(t) || NEGATION.has(t))) return 'and';
    if (between.length === 0 && after[end - 1]!.includes('/')) return 'or';
    if (between.length === 0 && after[end - 1]!.includes(',')) return 'list';
    return 'and';
  });
  const out: Array<{ condition: Condition; negated: boolean; link: Link }> = [];
  hits.forEach((hit, i) => {
    const link = i > 0 ? links[i - 1]! : 'and';
    const last = out.at(-1);
    const negated = hit.negated || (link === 'or' && !!last?.negated);
    const joined =
      last && link === 'or' && last.negated === negated ? joinTwo(last.condition, hit.condition) : null;
    if (!last || !joined) {
      out.push({ condition: hit.condition, negated, link });
      return;
    }
    last.condition = joined;
    // The list before it: "A, B oder C".
    while (out.length >= 2 && out.at(-1)!.link === 'list') {
      const before = out.at(-2)!;
      const wider = before.negated === negated ? joinTwo(before.condition, out.at(-1)!.condition) : null;
      if (!wider) break;
      out.splice(out.length - 2, 2, { condition: wider, negated, link: before.link });
    }
  });
  return out.map(({ condition, negated }) => ({ condition, negated }));
}

/** One wish for either of two of the same kind (null: different kinds). */
function joinTwo(a: Condition, b: Condition): Condition | null {
  const union = (x: readonly string[], y: readonly string[]) => [...new Set([...x, ...y])].sort();
  if (
    (a.kind === 'parameter' ||
      a.kind === 'sample_type' ||
      a.kind === 'method' ||
      a.kind === 'diagnostic_area') &&
    a.kind === b.kind
  )
    return { kind: a.kind, ids: union(a.ids, b.ids) };
  if (a.kind === 'manufacturer' && b.kind === 'manufacturer')
    return { kind: a.kind, names: union(a.names, b.names) };
  const anyOf = (c: Condition) =>
    c.kind === 'connectivity' || c.kind === 'transmission' || c.kind === 'detail'
      ? { of: c.kind, ids: [c.id] }
      : c.kind === 'has_any'
        ? { of: c.of, ids: c.ids }
        : null;
  const x = anyOf(a);
  const y = anyOf(b);
  if (x && y && x.of === y.of) return { kind: 'has_any', of: x.of, ids: union(x.ids, y.ids) };
  return null;
}

// German compounds name the thing and the kind of device or sample: "Blutgasanalysegeräte",
// "Kapillarblutprobe", "Chlamydienschnelltest"; a part may be a filler ("probe", "geraete").
const MIN_PART = 3;

function compoundOf(word: string, vocabulary: Vocabulary): Phrase[] | null {
  if (word.length < 6) return null;
  const parts = splitCompound(word, singleWords(vocabulary), 0);
  return parts && parts.length > 0 ? parts : null;
}

function splitCompound(word: string, singles: ReadonlyMap<string, Phrase>, depth: number): Phrase[] | null {
  if (depth > 0 && FILLERS.has(word)) return [];
  const whole = singles.get(word) ?? singles.get(stemKey(word));
  if (whole && depth > 0) return [whole];
  if (depth > 3) return null;
  for (let cut = word.length - MIN_PART; cut >= MIN_PART; cut--) {
    const head = word.slice(0, cut);
    // A linking "s" or "n" ("Infektionsschnelltest").
    const phrase =
      singles.get(head) ??
      singles.get(stemKey(head)) ??
      (/[sn]$/.test(head) ? singles.get(head.slice(0, -1)) : undefined);
    if (!phrase) continue;
    const tail = splitCompound(word.slice(cut), singles, depth + 1);
    if (tail) return [phrase, ...tail];
  }
  return null;
}

const singleWordMaps = new WeakMap<Vocabulary, Map<string, Phrase>>();

/** The one-word phrases by word and by stem (for compounds). */
function singleWords(vocabulary: Vocabulary): Map<string, Phrase> {
  let map = singleWordMaps.get(vocabulary);
  if (!map) {
    map = new Map();
    for (const phrase of vocabulary.phrases) {
      if (phrase.tokens.length !== 1) continue;
      const word = phrase.tokens[0]!;
      if (!map.has(word)) map.set(word, phrase);
      const stem = stemKey(word);
      if (!map.has(stem)) map.set(stem, phrase);
    }
    singleWordMaps.set(vocabulary, map);
  }
  return map;
}

function stemKey(word: string): string {
  return `~${stemOf(word)}`;
}

function excludedByOrdinal(tokens: string[], previous: PreviousAnswer): Condition[] {
  const out: Condition[] = [];
  tokens.forEach((token, at) => {
    const place = ORDINALS[token];
    if (place === undefined) return;
    const near = [...tokens.slice(Math.max(0, at - 3), at), ...tokens.slice(at + 1, at + 4)];
    if (!near.some((t) => NEGATION.has(t) || REMOVAL.has(t))) return;
    const result = place === -1 ? previous.results.at(-1) : previous.results[place - 1];
    if (result) out.push({ kind: 'exclude', id: result.id, name: result.name });
  });
  return out;
}

/** Linking words a name may have inside it in a question ("Leukozyten im Urin"). */
const LINKING = new Set(['im', 'in', 'aus', 'of', 'from', 'the', 'der', 'des', 'vom']);

/** The longest phrase starting at `at` (fewest typos among equally long): `length` words said. */
function longestPhraseAt(
  tokens: string[],
  at: number,
  phrases: readonly Phrase[],
): { phrase: Phrase; length: number; typos: number } | null {
  let best: { phrase: Phrase; length: number; typos: number } | null = null;
  for (const phrase of phrases) {
    const size = phrase.tokens.length;
    if (at + size > tokens.length || (best && size < best.phrase.tokens.length)) continue;
    let typos = 0;
    let ok = true;
    let skipped = 0;
    for (let i = 0; i < size && ok; i++) {
      const word = phrase.tokens[i]!;
      if (i > 0 && LINKING.has(tokens[at + i + skipped] ?? '') && tokens[at + i + skipped] !== word)
        skipped++;
      const said = tokens[at + i + skipped];
      if (said === undefined) ok = false;
      else if (said === word) continue;
      else if (phrase.exact || PLAIN_WORDS.has(said) || FILLERS.has(said)) ok = false;
      else if (sameWord(said, word)) continue;
      else if (said.length >= 5 && said[0] === word[0] && withinDistance(said, word, typoLimit(word)))
        typos++;
      else ok = false;
    }
    if (!ok) continue;
    if (!best || size > best.phrase.tokens.length || typos < best.typos)
      best = { phrase, length: size + skipped, typos };
  }
  return best;
}
