// A tool call the catalogue cannot answer: a structured error (code, message, suggestion) that an
// AI client can act on, returned as the tool's result with isError (MCP tool errors are results,
// not protocol errors, so the model sees them).
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export class ToolError extends Error {
  readonly code: 'unknown_value' | 'unknown_product';
  readonly suggestion: string;
  constructor(code: ToolError['code'], message: string, suggestion: string) {
    super(message);
    this.code = code;
    this.suggestion = suggestion;
  }
}

export function toolErrorResult(error: ToolError): CallToolResult {
  const body = { error: { code: error.code, message: error.message, suggestion: error.suggestion } };
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
}

/** Runs a tool; a ToolError becomes its structured result, anything else stays a failure. */
export async function answering<T extends Record<string, unknown>>(
  run: () => T | Promise<T>,
): Promise<CallToolResult> {
  try {
    const structured = await run();
    return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
  } catch (error) {
    if (error instanceof ToolError) return toolErrorResult(error);
    throw error;
  }
}
