// The MCP bench's client, in a process of its own (bench/figures/mcp.ts), so that the server's
// event loop measures only the server: connects with the official SDK client, runs the calls
// `rounds` times with `inFlight` at a time, and prints each call's time as one JSON line.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export interface McpClientJob {
  url: string;
  calls: Array<{ name: string; arguments: Record<string, unknown> }>;
  inFlight: number;
  rounds: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as McpClientJob;
const client = new Client({ name: 'bench', version: '1' });
await client.connect(new StreamableHTTPClientTransport(new URL(job.url)));
const times: number[] = [];
for (let round = 0; round < job.rounds; round++) {
  let next = 0;
  const worker = async () => {
    while (next < job.calls.length) {
      const call = job.calls[next++]!;
      const started = performance.now();
      const result = await client.callTool(call);
      if (result.isError) throw new Error(`${call.name}: ${JSON.stringify(result.content)}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: job.inFlight }, worker));
}
await client.close();
console.log(JSON.stringify({ times }));
