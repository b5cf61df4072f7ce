// Tree items are standalone, parent or child, never both, and a parent chain
// never loops. The schema can only check "not its own parent" on one document; these rules
// need the whole collection, which the master data screen holds.
import type { MasterData } from '@poct/schemas';

type TreeItem = Pick<MasterData, 'id' | 'type' | 'parent_id'>;

function treeItems<T extends TreeItem>(items: readonly T[]): T[] {
  return items.filter((item) => item.type === 'tree_item');
}

/** True when `id` taking `parentId` as parent would close a loop (itself, or its own descendant). */
export function createsCycle(items: readonly TreeItem[], id: string, parentId: string): boolean {
  const parentOf = new Map(treeItems(items).map((item) => [item.id, item.parent_id]));
  const seen = new Set<string>();
  let current: string | undefined = parentId;
  while (current !== undefined) {
    if (current === id) return true;
    if (seen.has(current)) return true; // an existing loop elsewhere: refuse rather than spin
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}

export function hasChildren(items: readonly TreeItem[], id: string): boolean {
  return treeItems(items).some((item) => item.parent_id === id);
}

/**
 * Items that `id` may take as parent: tree items that are not children themselves and not
 * `id`. An item that has children is a parent and so may have none.
 */
export function parentChoices<T extends TreeItem>(items: readonly T[], id: string): T[] {
  if (hasChildren(items, id)) return [];
  return treeItems(items).filter(
    (item) => item.id !== id && item.parent_id === undefined && !createsCycle(items, id, item.id),
  );
}

/** Whether `draft` breaks the tree rules given the other items; true means refuse it. */
export function breaksTree(items: readonly TreeItem[], draft: TreeItem): boolean {
  if (draft.type !== 'tree_item' || draft.parent_id === undefined) return false;
  const others = items.filter((item) => item.id !== draft.id);
  const parent = others.find((item) => item.id === draft.parent_id);
  return (
    draft.parent_id === draft.id ||
    createsCycle([...others, draft], draft.id, draft.parent_id) ||
    hasChildren(others, draft.id) ||
    (parent !== undefined && parent.parent_id !== undefined)
  );
}
