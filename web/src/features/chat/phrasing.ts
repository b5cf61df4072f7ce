// The optional model phrasing (sync-server/src/assistant/): when the server has a model
// configured, the page asks it to word the answer the device already shows, sending that
// answer's conditions (a follow-up's included). Only words come back: the cards stay the
// device's own evaluation. Offline, on any error, or when the server says it has no model
// (`phrasing: false`, remembered for the client so the page stops asking), the text is null and
// the deterministic answer stands alone.
import type { ApiClient } from '../../lib/api.ts';
import type { Answer } from './assistant.ts';

interface ServerAnswer {
  text?: unknown;
  phrasing?: unknown;
}

/** Generous: a model server may take a while, and nothing waits for it. */
const TIMEOUT_MS = 30_000;
const withoutModel = new WeakSet<ApiClient>();

export async function phraseAnswer(api: ApiClient, question: string, answer: Answer): Promise<string | null> {
  if (answer.kind !== 'results' || answer.total === 0 || withoutModel.has(api)) return null;
  try {
    const reply = await api.request<ServerAnswer>('/api/assistant/answer', {
      method: 'POST',
      body: { question, conditions: answer.conditions },
      timeoutMs: TIMEOUT_MS,
    });
    if (reply.phrasing === false) withoutModel.add(api);
    return typeof reply.text === 'string' && reply.text.trim() !== '' ? reply.text : null;
  } catch {
    return null;
  }
}
