// Unsent texts (forum threads and comments) kept on the device per user, so a draft survives a
// reload and going offline. Signing out removes every user's drafts (session-store.ts), so the
// next person at a shared device finds none.
import { useCallback, useEffect, useRef, useState } from 'react';

const PREFIX = 'poct-draft:';

function keyOf(userId: string, name: string): string {
  return `${PREFIX}${userId}:${name}`;
}

export function loadDraft<T>(storage: Storage, userId: string, name: string): T | undefined {
  try {
    const raw = storage.getItem(keyOf(userId, name));
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

/** Stores `value`, or removes the draft when it is undefined. */
export function saveDraft(storage: Storage, userId: string, name: string, value: unknown): void {
  try {
    if (value === undefined) storage.removeItem(keyOf(userId, name));
    else storage.setItem(keyOf(userId, name), JSON.stringify(value));
  } catch {
    // A full or blocked storage loses the draft, not the text on screen.
  }
}

/** Every draft of every user (sign-out). */
export function removeAllDrafts(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * A value that is also the user's draft `name`: read once when the component mounts, written on
 * every change, removed by `discard` (after sending). Without a user nothing is stored.
 */
export function useDraft<T>(
  userId: string | undefined,
  name: string,
  empty: T,
): [T, (value: T) => void, () => void] {
  const storage = window.localStorage;
  const [value, setValue] = useState<T>(() =>
    userId ? (loadDraft<T>(storage, userId, name) ?? empty) : empty,
  );
  const emptyRef = useRef(empty);
  // Another draft (another thread, another user): start from what is stored for it.
  useEffect(() => {
    setValue(userId ? (loadDraft<T>(storage, userId, name) ?? emptyRef.current) : emptyRef.current);
  }, [storage, userId, name]);
  const change = useCallback(
    (next: T) => {
      setValue(next);
      if (userId) saveDraft(storage, userId, name, next);
    },
    [storage, userId, name],
  );
  const discard = useCallback(() => {
    setValue(emptyRef.current);
    if (userId) saveDraft(storage, userId, name, undefined);
  }, [storage, userId, name]);
  return [value, change, discard];
}
