// The comparison selection for components: null when the user may not compare (guests, free
// accounts: comparison reports are premium), otherwise the current ids and the actions.
import { useSyncExternalStore } from 'react';
import { canReplicate } from '@poct/schemas';
import type { SessionUser } from '../../session/types.ts';
import { useSession } from '../../session/use-session.ts';
import { createSelection, type ComparisonSelection, type SelectionSnapshot } from './selection.ts';

/** Premium (or staff who read the catalogue): the same rule that puts the catalogue on the device. */
export function mayCompare(user: SessionUser | null): user is SessionUser {
  return (
    user !== null &&
    canReplicate({ premium: user.premium, permissions: user.role.permissions }, 'catalogue', 'pull')
  );
}

// One store for the signed-in user, shared by every component; replaced when the user changes.
let current: { userId: string; selection: ReturnType<typeof createSelection> } | null = null;

function selectionFor(userId: string): ComparisonSelection {
  if (current?.userId !== userId) {
    current?.selection.dispose();
    current = { userId, selection: createSelection(window.localStorage, userId) };
  }
  return current.selection;
}

const EMPTY: SelectionSnapshot = { ids: [], refused: null };
const noSubscription = () => () => {};
const emptySnapshot = () => EMPTY;

export interface Comparison extends Omit<ComparisonSelection, 'getSnapshot' | 'subscribe'> {
  ids: readonly string[];
  refused: string | null;
  has(id: string): boolean;
  full: boolean;
}

export function useComparison(): Comparison | null {
  const { user } = useSession();
  const selection = mayCompare(user) ? selectionFor(user.id) : null;
  const snapshot = useSyncExternalStore(
    selection?.subscribe ?? noSubscription,
    selection?.getSnapshot ?? emptySnapshot,
    selection?.getSnapshot ?? emptySnapshot,
  );
  if (!selection) return null;
  return {
    ids: snapshot.ids,
    refused: snapshot.refused,
    has: (id) => snapshot.ids.includes(id),
    full: snapshot.ids.length >= selection.max,
    max: selection.max,
    add: selection.add,
    remove: selection.remove,
    toggle: selection.toggle,
    clear: selection.clear,
  };
}
