// What one request to `/mcp` or `/api/assistant/answer` counts against RATE_LIMIT_MCP: the tool
// calls in it, not the HTTP request. A JSON-RPC batch of N calls costs the sum of its calls, and
// a call whose work grows with the catalogue (it evaluates every product) costs more than one
// that reads a few products by id. Other requests (initialize, tools/list, ping) cost one each,
// notifications nothing, and every HTTP request at least one.
import type { ToolName } from './tools.ts';

/** The rate-limit bucket of tool calls per user, shared by /mcp and /api/assistant/answer. */
export const MCP_BUCKET = 'mcp';

export const TOOL_COSTS: Readonly<Record<ToolName, number>> = {
  search_products: 5,
  count_products: 5,
  get_product: 1,
  compare_products: 1,
  list_master_data: 1,
  // Understands the question and evaluates the catalogue like search_products.
  ask_catalogue: 5,
};

/** An assistant answer evaluates the catalogue like search_products. */
export const ASSISTANT_ANSWER_COST = TOOL_COSTS.search_products;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function costOfMessage(message: unknown): number {
  if (!isRecord(message) || typeof message.method !== 'string') return 1;
  if (!('id' in message)) return 0;
  if (message.method !== 'tools/call') return 1;
  const name = isRecord(message.params) ? message.params.name : undefined;
  return typeof name === 'string' && Object.hasOwn(TOOL_COSTS, name) ? TOOL_COSTS[name as ToolName] : 1;
}

/** The cost of one HTTP request's JSON-RPC body (a message or a batch of them). */
export function costOfRequest(body: unknown): number {
  const messages: unknown[] = Array.isArray(body) ? body : [body];
  return Math.max(
    1,
    messages.reduce<number>((sum, message) => sum + costOfMessage(message), 0),
  );
}
