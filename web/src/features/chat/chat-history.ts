// The conversation, kept on the device per user. The key lives under the user's local database
// name (`poct-<hex>:noodlechat`), so wipeLocalData (db/storage/wipe-local-data.ts) removes it with the
// rest of the user's local data at logout.
import { localDatabaseName } from '../../db/storage/wipe-local-data.ts';
import type { Answer } from './assistant.ts';

export type ChatMessage =
  | { id: number; from: 'user'; text: string }
  /** `phrased`: the server model's wording of the answer (features/chat/phrasing.ts), when there is one. */
  | { id: number; from: 'assistant'; answer: Answer; phrased?: string };

/** Enough for a working session; older turns drop off so storage stays small. */
const MAX_MESSAGES = 40;

export function historyKey(userId: string): string {
  return `${localDatabaseName(userId)}:noodlechat`;
}

export function loadHistory(storage: Storage, userId: string): ChatMessage[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(historyKey(userId)) ?? '[]');
    return Array.isArray(value) ? (value as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

export function saveHistory(storage: Storage, userId: string, messages: readonly ChatMessage[]): void {
  try {
    storage.setItem(historyKey(userId), JSON.stringify(messages.slice(-MAX_MESSAGES)));
  } catch {
    // Storage full or denied: the conversation still works, it just is not kept.
  }
}
