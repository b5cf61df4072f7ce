import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { wipeLocalData } from '../../db/storage/wipe-local-data.ts';
import type { Answer } from './assistant.ts';
import { historyKey, loadHistory, saveHistory, type ChatMessage } from './chat-history.ts';

const answer: Answer = { kind: 'refusal', reason: 'off_topic' };
const conversation: ChatMessage[] = [
  { id: 1, from: 'user', text: 'Wetter?' },
  { id: 2, from: 'assistant', answer },
];

describe('NoodleChat history on the device', () => {
  it('is kept per user', () => {
    saveHistory(window.localStorage, 'user-a', conversation);
    expect(loadHistory(window.localStorage, 'user-a')).toEqual(conversation);
    expect(loadHistory(window.localStorage, 'user-b')).toEqual([]);
  });

  it('is removed with the rest of the local data at logout', async () => {
    saveHistory(window.localStorage, 'user-a', conversation);
    window.localStorage.setItem('poct-atlas.other', 'not the local data');
    await wipeLocalData(window.localStorage);
    expect(window.localStorage.getItem(historyKey('user-a'))).toBeNull();
    expect(window.localStorage.getItem('poct-atlas.other')).toBe('not the local data');
    expect(loadHistory(window.localStorage, 'user-a')).toEqual([]);
  });

  it('reads a damaged entry as an empty conversation', () => {
    window.localStorage.setItem(historyKey('user-a'), '{not json');
    expect(loadHistory(window.localStorage, 'user-a')).toEqual([]);
    window.localStorage.setItem(historyKey('user-a'), '{"a":1}');
    expect(loadHistory(window.localStorage, 'user-a')).toEqual([]);
  });
});
