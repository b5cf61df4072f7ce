// The optional model path: a stand-in speaking OpenAI's chat completions wire format replies
// with an invented product, a foreign id and a catalogue product that is not a result; the
// answer shows none of them, keeps the sentence about a real result (with its name), and the
// model saw only the search results as the tool's output. Refusals and bad input too.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateDemoData } from '../../../demo/index.ts';
import {
  replyNamingStrangers,
  startModelStandIn,
  toolProductIds,
  type ModelStandIn,
} from '../../../../test/support/model-standin.ts';
import { startTestServer, type TestServer } from '../../../../test/support/test-server.ts';

const PRODUCTS = 60;
const visible = generateDemoData({ productCount: PRODUCTS }).products.filter((p) => p.visible);
const QUESTION = 'Welche CRP-Geräte gibt es?';
const crp = visible.filter((p) =>
  [...p.parameter_ids, ...p.sub_products.flatMap((t) => t.parameter_ids)].includes('param-crp'),
);
const outsider = visible.find((p) => !crp.includes(p))!;

let model: ModelStandIn;
let server: TestServer;
/** The in-memory mirror follows the projections' _changes: on a busy machine that takes a while. */
const MIRROR_CAUGHT_UP = { timeout: 60_000, interval: 250 };

beforeAll(async () => {
  model = await startModelStandIn(replyNamingStrangers(outsider.name));
  server = await startTestServer({
    demoProducts: PRODUCTS,
    assistantModelUrl: model.url,
    assistantModelName: 'standin',
  });
});
afterAll(async () => {
  await server?.close();
  await model?.close();
});

const ask = (token: string | undefined, question: unknown, language = 'en') =>
  server.api('/api/assistant/answer', {
    method: 'POST',
    token,
    headers: { 'accept-language': language },
    json: { question },
  });

describe('the optional model phrasing', () => {
  it('never shows a product outside the results, and the model sees only the results', async () => {
    const token = await server.login('verified');
    let answer:
      { total: number; products: Array<{ id: string; name: string }>; text: string | null } | undefined;
    await vi.waitFor(async () => {
      answer = (await (await ask(token, QUESTION)).json()) as typeof answer;
      expect(answer!.total).toBe(crp.length);
    }, MIRROR_CAUGHT_UP);
    expect(answer!.products.map((p) => p.id).sort()).toEqual(crp.map((p) => p.id).sort());
    expect(answer!.text).toContain(answer!.products[0]!.name);
    expect(answer!.text).not.toContain('NovaQuick');
    expect(answer!.text).not.toContain('prod-99999');
    expect(answer!.text).not.toContain(outsider.name);
    expect(answer!.text).not.toMatch(/\[|prod-/);

    const request = model.received.at(-1)!;
    expect(request.model).toBe('standin');
    const shown = toolProductIds(request);
    expect(shown.sort()).toEqual(answer!.products.map((p) => p.id).sort());
    // Nothing but the question and the results: no other product name reaches the model.
    expect(JSON.stringify(request.messages)).not.toContain(outsider.name);
  });

  it('refuses premium@ (no chat access), free@ and a guest, and bad input changes nothing', async () => {
    const asked = model.received.length;
    expect((await ask(await server.login('premium'), QUESTION)).status).toBe(403);
    expect((await ask(await server.login('free'), QUESTION)).status).toBe(403);
    expect((await ask(undefined, QUESTION)).status).toBe(401);
    const token = await server.login('verified');
    for (const bad of ['', 'x'.repeat(501), 42, null, ['CRP']]) {
      const response = await ask(token, bad, 'de');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Ungültige Anfrage. Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
      );
    }
    expect(model.received.length).toBe(asked);
  });

  it('answers a clinical question with a refusal, without asking the model', async () => {
    const asked = model.received.length;
    const response = await ask(await server.login('verified'), 'Soll ich meinem Patienten Heparin geben?');
    expect(await response.json()).toMatchObject({ kind: 'refusal', reason: 'clinical', products: [] });
    expect(model.received.length).toBe(asked);
  });

  it('refuses conditions that are not conditions with the catalogue message, asking no model', async () => {
    const token = await server.login('verified');
    const asked = model.received.length;
    const crpWish = { kind: 'parameter', ids: ['param-crp'] };
    for (const conditions of [
      'CRP',
      [{ kind: 'parameter' }],
      [{ kind: 'nonsense', id: 'x' }],
      [{ kind: 'max_volume', ul: -1 }],
      [{ kind: 'text', text: 'a', extra: 1 }],
      [{ kind: 'lacks', of: 'price', id: 'x' }],
      Array.from({ length: 31 }, () => crpWish),
    ]) {
      const response = await server.api('/api/assistant/answer', {
        method: 'POST',
        token,
        headers: { 'accept-language': 'de' },
        json: { question: QUESTION, conditions },
      });
      expect(response.status, JSON.stringify(conditions).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Ungültige Anfrage. Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
      );
    }
    expect(model.received.length).toBe(asked);
  });

  it("answers the conditions sent (the device's follow-up) instead of the question, and says a model phrases", async () => {
    const token = await server.login('verified');
    const response = await server.api('/api/assistant/answer', {
      method: 'POST',
      token,
      json: {
        question: 'ohne das erste',
        conditions: [
          { kind: 'parameter', ids: ['param-crp'] },
          { kind: 'exclude', id: crp[0]!.id, name: crp[0]!.name },
        ],
      },
    });
    const answer = (await response.json()) as {
      total: number;
      phrasing: boolean;
      products: Array<{ id: string }>;
    };
    expect(answer.phrasing).toBe(true);
    expect(answer.total).toBe(crp.length - 1);
    expect(answer.products.map((p) => p.id)).not.toContain(crp[0]!.id);
  });
});
