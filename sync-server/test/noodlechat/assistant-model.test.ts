// The optional model path: a stand-in speaking OpenAI's chat completions wire format replies
// with an invented product, a foreign id and a catalogue product that is not a result; the
// answer shows none of them, keeps the sentence about a real result (with its name), and the
// model saw only the search results as the tool's output. Refusals and bad input too.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateDemoData } from '../../src/demo/index.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const PRODUCTS = 60;
const visible = generateDemoData({ productCount: PRODUCTS }).products.filter((p) => p.visible);
const QUESTION = 'Welche CRP-Geräte gibt es?';
const crp = visible.filter((p) =>
  [...p.parameter_ids, ...p.sub_products.flatMap((t) => t.parameter_ids)].includes('param-crp'),
);
const outsider = visible.find((p) => !crp.includes(p))!;

interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string | null; tool_call_id?: string }>;
}
const received: ChatRequest[] = [];
let standIn: http.Server;
let server: TestServer;
/** The in-memory mirror follows the projections' _changes: on a busy machine that takes a while. */
const MIRROR_CAUGHT_UP = { timeout: 60_000, interval: 250 };

/** The model's reply: one good sentence, then an invented product, a foreign id, a non-result. */
function reply(): string {
  return [
    `[${crp[0]!.id}] braucht am wenigsten Probe.`,
    'Der NovaQuick CRP 9000 ist noch schneller.',
    'Auch [prod-99999] passt.',
    `Oder nehmen Sie ${outsider.name}.`,
  ].join(' ');
}

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      received.push(JSON.parse(body) as ChatRequest);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-standin',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'standin',
          choices: [{ index: 0, message: { role: 'assistant', content: reply() }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  server = await startTestServer({
    demoProducts: PRODUCTS,
    assistantModelUrl: `http://127.0.0.1:${port}/v1`,
    assistantModelName: 'standin',
  });
});
afterAll(async () => {
  await server?.close();
  standIn?.close();
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
    expect(answer!.text).toContain(crp[0]!.name);
    expect(answer!.text).not.toContain('NovaQuick');
    expect(answer!.text).not.toContain('prod-99999');
    expect(answer!.text).not.toContain(outsider.name);
    expect(answer!.text).not.toMatch(/\[|prod-/);

    const request = received.at(-1)!;
    expect(request.model).toBe('standin');
    const tool = request.messages.find((m) => m.role === 'tool')!;
    const shown = (JSON.parse(tool.content!) as { products: Array<{ id: string }> }).products.map(
      (p) => p.id,
    );
    expect(shown.sort()).toEqual(answer!.products.map((p) => p.id).sort());
    // Nothing but the question and the results: no other product name reaches the model.
    expect(JSON.stringify(request.messages)).not.toContain(outsider.name);
  });

  it('refuses premium@ (no chat access), free@ and a guest, and bad input changes nothing', async () => {
    const asked = received.length;
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
    expect(received.length).toBe(asked);
  });

  it('answers a clinical question with a refusal, without asking the model', async () => {
    const asked = received.length;
    const response = await ask(await server.login('verified'), 'Soll ich meinem Patienten Heparin geben?');
    expect(await response.json()).toMatchObject({ kind: 'refusal', reason: 'clinical', products: [] });
    expect(received.length).toBe(asked);
  });
});
