// `/api/assistant`: NoodleChat's answer on the server, for the optional model phrasing
// (ASSISTANT_MODEL_URL). The answer itself comes from the same understanding and evaluator as on
// the device; the model only words it, sees only the results, and keepToResults drops any
// sentence that names something else. Without a model the text is null and `phrasing` false, so
// the page stops asking (web/src/chat/phrasing.ts). The page sends the conditions of the answer
// it already shows (a follow-up's included), which are evaluated instead of the question. Premium
// with chat access only (mayUseAssistant), counted in the same per-user limit as /mcp's tool calls
// (an answer costs what a catalogue search costs, mcp/tool-costs.ts).
import express from 'express';
import { checkRequest, mayUseAssistant, readConditions, understand } from '@poct/schemas';
import type { Config } from '../../platform/config.ts';
import type { Auth } from '../../identity/index.ts';
import type { CatalogueMirror } from '../../replication/index.ts';
import { claimsOf } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { firstMatchesInSlices } from '../mcp/sliced-evaluation.ts';
import { ASSISTANT_ANSWER_COST, MCP_BUCKET } from '../mcp/tool-costs.ts';
import { keepToResults } from './keep-to-results.ts';
import { askModel, type ModelResult } from './model-client.ts';

const MAX_RESULTS = 20;

export function createAssistantRouter(deps: {
  config: Config;
  catalogue: CatalogueMirror;
  auth: Pick<Auth, 'requireAuth' | 'rateLimiter'>;
}): express.Router {
  const router = express.Router();
  router.use(deps.auth.requireAuth);
  router.post('/answer', async (req, res) => {
    const claims = claimsOf(res)!;
    if (!mayUseAssistant(claims)) throw new AppError(403, 'error.403');
    const checked = checkRequest('assistant-question', req.body);
    if (!checked.ok) throw new AppError(400, 'error.400');
    const { question, conditions } = checked.body;
    const given = conditions === undefined ? undefined : readConditions(conditions);
    if (given === null) throw new AppError(400, 'error.400');
    await deps.auth.rateLimiter.consume({
      bucket: MCP_BUCKET,
      key: claims.sub,
      limit: deps.config.mcpRequestsPerUser,
      cost: ASSISTANT_ANSWER_COST,
    });
    const snapshot = deps.catalogue.snapshot();
    const phrasing = Boolean(deps.config.assistantModelUrl);
    const understood = given
      ? { kind: 'query' as const, conditions: given, notUsed: [] }
      : understand(question, snapshot.vocabulary, null);
    // The words of the question no condition carries: the answer may be broader than it.
    const notUsed = 'notUsed' in understood ? understood.notUsed : [];
    if (understood.kind === 'refusal') {
      res.json({
        kind: 'refusal',
        reason: understood.reason,
        text: null,
        total: 0,
        products: [],
        phrasing,
        not_used: notUsed,
      });
      return;
    }
    // In slices, so the answer does not hold the event loop (mcp/sliced-evaluation.ts).
    const { total, matches } = await firstMatchesInSlices(
      understood.conditions,
      snapshot.products,
      MAX_RESULTS,
    );
    const results: ModelResult[] = matches.map(({ product, test }) => ({
      id: product.id,
      name: product.name,
      manufacturer: product.manufacturer,
      test: test && {
        name: test.name,
        sample_volume_ul: test.sample_volume_ul,
        time_to_result_min: test.time_to_result_min,
      },
    }));
    let text: string | null = null;
    const { assistantModelUrl: url, assistantModelName: model, assistantModelKey: key } = deps.config;
    if (url && results.length) {
      const names = snapshot.products.flatMap((p) => [p.name, p.manufacturer.split(' ')[0]!]);
      // A model server that fails leaves the answer without phrasing; the answer still stands.
      text = await askModel({ url, model, key }, question, results)
        .then((reply) => keepToResults(reply, results, names) || null)
        .catch(() => null);
    }
    res.json({
      kind: 'results',
      conditions: understood.conditions,
      total,
      products: results,
      text,
      phrasing,
      not_used: notUsed,
    });
  });
  return router;
}
