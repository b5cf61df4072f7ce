// For tests over IndexedDB (fake-indexeddb): how many cursor steps `work` took, which tells a
// range read (none) from RxDB's Dexie cursor (one per document).
export async function countCursorSteps<T>(work: () => Promise<T>): Promise<{ result: T; steps: number }> {
  let steps = 0;
  const step = IDBCursor.prototype.continue;
  IDBCursor.prototype.continue = function (...args: Parameters<IDBCursor['continue']>) {
    steps++;
    return step.apply(this, args);
  };
  try {
    const result = await work();
    return { result, steps };
  } finally {
    IDBCursor.prototype.continue = step;
  }
}
