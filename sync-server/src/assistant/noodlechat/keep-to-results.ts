// The model's words never name a product outside the search results. Its reply is cut into
// sentences and a sentence is dropped when it refers to anything that is not a result:
// - an id in brackets or a product id (`prod-…`) not among the results;
// - a catalogue product name or manufacturer brand that is not a result's;
// - a product-like name of its own: a word with an inner capital ("NovaQuick") or a capitalised
//   word followed by a model number ("Cardio 9000"), unless it is part of a result's name.
// Ids of results are replaced by their names. What remains can only point at results; a made-up
// name without those marks would pass, so the cards shown are always the results themselves.
import type { ModelResult } from './model-client.ts';

const ID = /\[([^\]]{1,60})\]|\bprod-\d{3,}\b/g;
const INNER_CAPITAL = /\b\p{Ll}*\p{Lu}?\p{Ll}+\p{Lu}\p{L}*\b/u;
const NAME_WITH_NUMBER =
  /\b\p{Lu}[\p{L}-]+\s+(?:\p{Lu}[\p{L}-]*\s+)*\d+\b(?!\s*(?:[µμ][lL]|u[lL]|[mM]in|[mM]inuten|minutes|EUR|eur|Euro|€|%|mg|ng))/gu;

export function keepToResults(
  reply: string,
  results: readonly ModelResult[],
  catalogueNames: readonly string[],
): string {
  const byId = new Map(results.map((r) => [r.id, r]));
  const resultText = results
    .map((r) => `${r.name} ${r.manufacturer}`)
    .join(' ')
    .toLowerCase();
  const foreignNames = catalogueNames
    .filter((name) => !resultText.includes(name.toLowerCase()))
    .map((name) => name.toLowerCase());
  // A sentence ends at . ! ? before a space: "1.5 µl" stays whole.
  const sentences = reply
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/);
  const kept: string[] = [];
  for (const sentence of sentences) {
    const ids = [...sentence.matchAll(ID)].map((m) => m[1] ?? m[0]);
    if (ids.some((id) => !byId.has(id))) continue;
    const lower = sentence.toLowerCase();
    if (foreignNames.some((name) => lower.includes(name))) continue;
    const withoutIds = sentence.replace(ID, ' ');
    const inner = INNER_CAPITAL.exec(withoutIds)?.[0];
    if (inner && !resultText.includes(inner.toLowerCase())) continue;
    const numbered = [...withoutIds.matchAll(NAME_WITH_NUMBER)].map((m) => m[0].toLowerCase());
    if (numbered.some((name) => !resultText.includes(name))) continue;
    kept.push(
      sentence.replace(ID, (whole, id: string | undefined) => byId.get(id ?? whole)?.name ?? '').trim(),
    );
  }
  return kept.join(' ').trim();
}
