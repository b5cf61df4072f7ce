// Tool inputs name master data by id ("param-crp") or as people write it ("CRP", "Kapillarblut",
// "WLAN"); both resolve through NoodleChat's vocabulary (the same words the chat understands).
// An unknown name is a ToolError with the closest known names as the suggestion.
import { foldSearchText, type Condition, type MasterDataType, type Product } from '@poct/schemas';
import type { CatalogueSnapshot } from '../../replication/index.ts';
import { ToolError } from './tool-errors.ts';

const KIND_OF: Partial<Record<MasterDataType, Condition['kind']>> = {
  parameter: 'parameter',
  sample_type: 'sample_type',
  method: 'method',
  diagnostic_area: 'diagnostic_area',
  connectivity: 'connectivity',
  transmission: 'transmission',
  detail: 'detail',
};

export function resolveIds(snapshot: CatalogueSnapshot, type: MasterDataType, value: string): string[] {
  const known = snapshot.masterdata.get(value);
  if (known?.type === type) return [value];
  const folded = foldSearchText(value);
  const kind = KIND_OF[type];
  for (const phrase of snapshot.vocabulary.phrases) {
    if (phrase.condition.kind !== kind || phrase.tokens.join(' ') !== folded) continue;
    const c = phrase.condition;
    return 'ids' in c ? c.ids : 'id' in c ? [c.id] : [];
  }
  const names = [...snapshot.masterdata.values()].filter((item) => item.type === type);
  const close = names
    .filter((item) => {
      const name = foldSearchText(`${item.name.en} ${item.name.de} ${item.code ?? ''}`);
      return (
        folded.length >= 2 &&
        (name.includes(folded.slice(0, 3)) || folded.includes(foldSearchText(item.name.en)))
      );
    })
    .slice(0, 5)
    .map((item) => `${item.id} (${item.name.en})`);
  throw new ToolError(
    'unknown_value',
    `No ${type.replace('_', ' ')} is called "${value}".`,
    close.length
      ? `Did you mean: ${close.join(', ')}?`
      : `Call list_master_data with type "${type}" to see the ids and names.`,
  );
}

/** Each catalogue's manufacturers, folded, found once (not one pass over every product per name). */
const makersByCatalogue = new WeakMap<readonly Product[], ReadonlyMap<string, string>>();

function manufacturersOf(products: readonly Product[]): ReadonlyMap<string, string> {
  let makers = makersByCatalogue.get(products);
  if (!makers) {
    const found = new Map<string, string>();
    for (const { manufacturer } of products)
      if (!found.has(manufacturer)) found.set(manufacturer, foldSearchText(manufacturer));
    makers = found;
    makersByCatalogue.set(products, makers);
  }
  return makers;
}

export function resolveManufacturers(products: readonly Product[], value: string): string[] {
  const folded = foldSearchText(value);
  const found = [...manufacturersOf(products)].flatMap(([name, words]) => {
    return words === folded || words.split(' ')[0] === folded || words.startsWith(`${folded} `) ? [name] : [];
  });
  if (found.length) return found;
  throw new ToolError(
    'unknown_value',
    `No manufacturer is called "${value}".`,
    `Call count_products with field "manufacturer" to see every manufacturer.`,
  );
}
