// A stand-in for an OpenAI-compatible model server (ASSISTANT_MODEL_URL), speaking the chat
// completions wire format: it records what it was sent and answers with `reply(request)`, or
// with a 500 while `fails` is set. Used by the optional model tests of NoodleChat
// (sync-server/src/assistant/test/noodlechat/assistant-model.test.ts, web/src/chat/phrasing.test.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string | null; tool_call_id?: string }>;
}

export interface ModelStandIn {
  /** The base URL to configure (`…/v1`). */
  url: string;
  received: ChatRequest[];
  fails: boolean;
  close(): Promise<void>;
}

/** The product ids the request's `search_products` tool output holds, in order. */
export function toolProductIds(request: ChatRequest): string[] {
  const tool = request.messages.find((m) => m.role === 'tool')!;
  return (JSON.parse(tool.content!) as { products: Array<{ id: string }> }).products.map((p) => p.id);
}

/**
 * A reply that tries everything the answer must not show: one good sentence about the first
 * result, then an invented product, a foreign id and a catalogue product that is not a result.
 */
export function replyNamingStrangers(outsiderName: string): (request: ChatRequest) => string {
  return (request) =>
    [
      `[${toolProductIds(request)[0]}] braucht am wenigsten Probe.`,
      'Der NovaQuick CRP 9000 ist noch schneller.',
      'Auch [prod-99999] passt.',
      `Oder nehmen Sie ${outsiderName}.`,
    ].join(' ');
}

export async function startModelStandIn(reply: (request: ChatRequest) => string): Promise<ModelStandIn> {
  const standIn: ModelStandIn = { url: '', received: [], fails: false, close: async () => {} };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const request = JSON.parse(body) as ChatRequest;
      standIn.received.push(request);
      if (standIn.fails) {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-standin',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'standin',
          choices: [
            { index: 0, message: { role: 'assistant', content: reply(request) }, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  standIn.close = () => new Promise((resolve) => server.close(() => resolve()));
  return standIn;
}
