// @vitest-environment node
// The page's request for the optional model phrasing against the real server (one with the
// OpenAI-compatible stand-in configured, one without a model): the device's own answer is sent
// and worded, a follow-up included; offline, on a failing model server or without a model the
// deterministic answer stands alone, and without a model the page stops asking.
import { buildVocabulary } from '@poct/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateDemoData } from '../../../../sync-server/src/demo/index.ts';
import {
  replyNamingStrangers,
  startModelStandIn,
  toolProductIds,
  type ModelStandIn,
} from '../../../../sync-server/test/support/model-standin.ts';
import { startTestServer, type TestServer } from '../../../../sync-server/test/support/test-server.ts';
import { createApiClient } from '../../lib/api.ts';
import { answerQuestion, previousOf, type ChatCatalogue } from './assistant.ts';
import { phraseAnswer } from './phrasing.ts';

const PRODUCTS = 60;
const demo = generateDemoData({ productCount: PRODUCTS });
const visible = demo.products.filter((p) => p.visible);
const device: ChatCatalogue = {
  products: visible,
  vocabulary: buildVocabulary(
    demo.masterdata,
    visible.map((p) => p.manufacturer),
  ),
};
const QUESTION = 'Welche CRP-Geräte gibt es?';
const first = answerQuestion(QUESTION, device, null);
// Alone, the server would refuse "ohne das erste" (nothing to refine): only the sent conditions make it an answer.
const followUp = answerQuestion('ohne das erste', device, previousOf(first));
const outsider = visible.find((p) => first.kind === 'results' && !first.cards.some((c) => c.id === p.id))!;
/** The server's catalogue mirror follows the projections' _changes: on a busy machine that takes a while. */
const MIRROR_CAUGHT_UP = { timeout: 60_000, interval: 250 };

let model: ModelStandIn;
let withModel: TestServer;
let withoutModel: TestServer;

beforeAll(async () => {
  model = await startModelStandIn(replyNamingStrangers(outsider.name));
  [withModel, withoutModel] = await Promise.all([
    startTestServer({ demoProducts: PRODUCTS, assistantModelUrl: model.url, assistantModelName: 'standin' }),
    startTestServer({ demoProducts: PRODUCTS }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([withModel?.close(), withoutModel?.close()]);
  await model?.close();
});

async function clientFor(server: TestServer, options: { online?: boolean; requests?: string[] } = {}) {
  const token = await server.login('verified');
  const api = createApiClient({
    baseUrl: server.url,
    locale: () => 'de',
    isOnline: () => options.online ?? true,
    fetch: (input, init) => {
      options.requests?.push(String(input));
      return fetch(input, init);
    },
  });
  api.attachSession({ accessToken: async () => token, unauthorized: () => {} });
  return api;
}

describe('the optional model phrasing from the page', () => {
  it(
    "words a follow-up from the device's own conditions; the model sees exactly the device's answer",
    {
      timeout: 90_000,
    },
    async () => {
      if (followUp.kind !== 'results' || first.kind !== 'results') throw new Error('refused');
      expect(followUp.total).toBe(first.total - 1);
      const api = await clientFor(withModel);
      let phrased: string | null = null;
      await vi.waitFor(async () => {
        phrased = await phraseAnswer(api, 'ohne das erste', followUp);
        expect(phrased).not.toBeNull();
      }, MIRROR_CAUGHT_UP);
      expect(toolProductIds(model.received.at(-1)!)).toEqual(followUp.cards.map((card) => card.id));
      expect(phrased).toContain(followUp.cards[0]!.name);
      for (const foreign of ['NovaQuick', 'prod-99999', outsider.name])
        expect(phrased).not.toContain(foreign);
    },
  );

  it('leaves the deterministic answer alone offline, on a failing model server and for a refusal', async () => {
    const asked = model.received.length;
    expect(await phraseAnswer(await clientFor(withModel, { online: false }), QUESTION, first)).toBeNull();
    expect(model.received.length).toBe(asked);
    model.fails = true;
    try {
      expect(await phraseAnswer(await clientFor(withModel), QUESTION, first)).toBeNull();
      expect(model.received.length).toBe(asked + 1);
    } finally {
      model.fails = false;
    }
    const refusal = answerQuestion('Soll ich Heparin geben?', device, null);
    expect(refusal.kind).toBe('refusal');
    expect(await phraseAnswer(await clientFor(withModel), 'Soll ich Heparin geben?', refusal)).toBeNull();
    expect(model.received.length).toBe(asked + 1);
  });

  it('stops asking once a server without a model says so', async () => {
    const requests: string[] = [];
    const api = await clientFor(withoutModel, { requests });
    expect(await phraseAnswer(api, QUESTION, first)).toBeNull();
    expect(await phraseAnswer(api, 'ohne das erste', followUp)).toBeNull();
    expect(requests).toEqual([`${withoutModel.url}/api/assistant/answer`]);
  });
});
