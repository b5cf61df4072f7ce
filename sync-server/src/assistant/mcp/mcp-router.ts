// `/mcp`: the Model Context Protocol over Streamable HTTP (official SDK), stateless: every POST
// gets a new server and transport, so nothing is held between requests and rights are read
// afresh each time. In front of it, in this order: the Host header must be one of ours (DNS
// rebinding), a bearer token (auth/middleware.ts), premium during a period granting chat access
// (the access state's periods running now, not the token), and the per-user rate limit, which
// counts the tool calls of the request by their cost (tool-costs.ts), so a batch costs what is in it.
import express from 'express';
import { hostHeaderValidation } from '@modelcontextprotocol/sdk/server/middleware/hostHeaderValidation.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { mayUseAssistant, pickLocale } from '@poct/schemas';
import type { Config } from '../../platform/config.ts';
import type { Auth } from '../../identity/index.ts';
import { claimsOf } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CatalogueMirror } from '../../replication/index.ts';
import { costOfRequest, MCP_BUCKET } from './tool-costs.ts';
import { createToolServer } from './tools.ts';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export interface McpDeps {
  config: Config;
  auth: Pick<Auth, 'requireAuth' | 'rateLimiter'>;
  catalogue: CatalogueMirror;
}

export function createMcpRouter(deps: McpDeps): express.Router {
  const router = express.Router();
  const publicHost = new URL(deps.config.publicUrl).hostname;
  router.use(hostHeaderValidation([...new Set([publicHost, ...LOOPBACK_HOSTS])]));
  router.use(deps.auth.requireAuth);
  router.use((_req, res, next) => {
    if (!mayUseAssistant(claimsOf(res)!)) throw new AppError(403, 'error.403');
    next();
  });
  router.post('/', express.json({ limit: deps.config.maxBodyBytes }), async (req, res) => {
    const claims = claimsOf(res)!;
    await deps.auth.rateLimiter.consume({
      bucket: MCP_BUCKET,
      key: claims.sub,
      limit: deps.config.mcpRequestsPerUser,
      cost: costOfRequest(req.body),
    });
    const server = createToolServer({
      snapshot: () => deps.catalogue.snapshot(),
      linkAccess: claims.plan?.link_access !== false,
      locale: pickLocale(req.get('accept-language')),
      publicUrl: deps.config.publicUrl,
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  // Stateless: no server-sent stream to resume (GET) and no session to end (DELETE).
  router.all('/', (_req, res) => {
    res
      .status(405)
      .set('allow', 'POST')
      .json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null });
  });
  return router;
}
