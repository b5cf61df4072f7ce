// The optional model server that phrases NoodleChat's answer: any OpenAI-compatible chat
// completions endpoint (ASSISTANT_MODEL_URL). It is given the question and, as the output of a
// `search_products` tool call, only the catalogue search results; nothing else of the catalogue.
export interface ModelResult {
  id: string;
  name: string;
  manufacturer: string;
  test: { name: string; sample_volume_ul: number; time_to_result_min: number } | null;
}

const SYSTEM = [
  'You phrase answers of a catalogue lookup for point-of-care diagnostic devices. You are not a clinical advisor.',
  'Use only the products in the search_products tool output. Refer to a product only by its id in square brackets, e.g. [prod-00012];',
  'never write product names or products that are not in the tool output. Answer in two or three short sentences',
  'in the language of the question.',
].join(' ');

const TIMEOUT_MS = 20_000;

export async function askModel(
  config: { url: string; model: string; key: string | undefined },
  question: string,
  results: readonly ModelResult[],
): Promise<string> {
  const response = await fetch(`${config.url.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.key ? { authorization: `Bearer ${config.key}` } : {}),
    },
    signal: AbortSignal.timeout(TIMEOUT_MS),
    body: JSON.stringify({
      model: config.model,
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: question },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_search',
              type: 'function',
              function: { name: 'search_products', arguments: JSON.stringify({ question }) },
            },
          ],
        },
        { role: 'tool', tool_call_id: 'call_search', content: JSON.stringify({ products: results }) },
      ],
    }),
  });
  if (!response.ok) throw new Error(`model server answered ${response.status}`);
  const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
  const content = body.choices?.[0]?.message?.content;
  return typeof content === 'string' ? content : '';
}
