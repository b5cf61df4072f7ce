// Finds master data by what a file names them with: a code first (`code`, and the standard codes
// of the type), then the German or English name, then a synonym (the `synonym` entries: a term and
// the words that mean the same). Compared without case and surrounding space.
import type { MasterData, MasterDataType } from '@poct/schemas';

/** Fields holding a code, looked at before any name. */
const CODE_FIELDS = ['code', 'loinc', 'hl7_specimen', 'snomed', 'emdn'] as const;

const normal = (text: string) => text.trim().toLowerCase();

export interface MasterLookup {
  find(type: MasterDataType, value: string): string | undefined;
  /** Entries of a type, for the choice "map to an existing entry". */
  entries(type: MasterDataType): { id: string; name: { de: string; en: string } }[];
  name(id: string): string | undefined;
  /** What an export writes for the entry: the first of code, German and English name that finds
   * it again (else its id), so an exported file imports to the same references. */
  label(id: string): string | undefined;
}

export function createMasterLookup(items: readonly MasterData[]): MasterLookup {
  const byCode = new Map<string, string>();
  const byName = new Map<string, string>();
  const byId = new Map<string, MasterData>();
  for (const item of items) {
    if (item.type === 'synonym') continue;
    byId.set(item.id, item);
    const fields = item as unknown as Record<string, unknown>;
    for (const field of CODE_FIELDS) {
      const code = fields[field];
      if (typeof code === 'string' && code) byCode.set(`${item.type}:${normal(code)}`, item.id);
    }
    for (const name of [item.name.de, item.name.en]) {
      const key = `${item.type}:${normal(name)}`;
      if (!byName.has(key)) byName.set(key, item.id);
    }
  }
  const bySynonym = new Map<string, string>();
  for (const item of items) {
    if (item.type !== 'synonym' || !item.term) continue;
    for (const type of new Set([...byId.values()].map((entry) => entry.type))) {
      const target = byName.get(`${type}:${normal(item.term)}`);
      if (!target) continue;
      for (const word of item.synonyms ?? []) bySynonym.set(`${type}:${normal(word)}`, target);
    }
  }
  return {
    find(type, value) {
      const key = `${type}:${normal(value)}`;
      const byOwnId = byId.get(value.trim());
      return (
        byCode.get(key) ??
        byName.get(key) ??
        bySynonym.get(key) ??
        (byOwnId?.type === type ? byOwnId.id : undefined)
      );
    },
    entries(type) {
      return [...byId.values()]
        .filter((item) => item.type === type)
        .map((item) => ({ id: item.id, name: item.name }));
    },
    name(id) {
      return byId.get(id)?.name.de;
    },
    label(id) {
      const item = byId.get(id);
      if (!item) return undefined;
      const candidates = [item.code, item.name.de, item.name.en].filter((c): c is string => !!c);
      return candidates.find((candidate) => this.find(item.type, candidate) === id) ?? id;
    },
  };
}
