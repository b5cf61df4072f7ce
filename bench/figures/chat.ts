// Figure "chat": NoodleChat's answer time per question (understanding, evaluation, and the
// no-match explanation where nothing matches) over both halves of the question set
// (sync-server/src/assistant/test/noodlechat/question-set.ts and question-set-blind.ts, follow-ups answered
// after their conversation's earlier turns), at 400 and 40,000 demo products, in Node, beside the search figure. The
// assistant is plain JavaScript that runs the same on the device's main thread.
import { buildVocabulary } from '@poct/schemas';
import { generateDemoData } from '../../sync-server/src/demo/generate.ts';
import { BLIND_CONVERSATIONS } from '../../sync-server/src/assistant/test/noodlechat/question-set-blind.ts';
import { CONVERSATIONS } from '../../sync-server/src/assistant/test/noodlechat/question-set.ts';
import {
  answerQuestion,
  previousOf,
  type Answer,
  type ChatCatalogue,
} from '../../web/src/features/chat/assistant.ts';
import { BENCH_SEED } from '../lib/catalogue.ts';
import type { Figure } from '../lib/figure.ts';
import type { Measurement } from '../lib/report.ts';
import { summarize } from '../lib/stats.ts';

/** p95 per question on the device at 40,000 products. */
const P95_GOAL_MS: Readonly<Record<number, number>> = { 40_000: 50 };

function catalogueOf(size: number): ChatCatalogue {
  const { products, masterdata } = generateDemoData({ seed: BENCH_SEED, productCount: size });
  const shown = products.filter((product) => product.visible);
  return {
    products: shown,
    vocabulary: buildVocabulary(
      masterdata,
      shown.map((p) => p.manufacturer),
    ),
  };
}

function askAll(catalogue: ChatCatalogue, times: number[] | null): void {
  for (const conversation of [...CONVERSATIONS, ...BLIND_CONVERSATIONS]) {
    let last: Answer | undefined;
    for (const turn of conversation.turns) {
      const started = performance.now();
      const answer = answerQuestion(turn.q, catalogue, previousOf(last));
      times?.push(performance.now() - started);
      if (answer.kind === 'results') last = answer;
    }
  }
}

export const chatFigure: Figure = {
  id: 'chat',
  title: 'NoodleChat: answer time per question at 400 and 40,000 products (Node)',
  async run(context) {
    const out: Measurement[] = [];
    for (const size of [400, 40_000]) {
      const catalogue = catalogueOf(size);
      askAll(catalogue, null); // warm-up: the JIT compiles the hot paths first
      const times: number[] = [];
      const rounds = context.quick || size > 4000 ? 1 : 3;
      for (let round = 0; round < rounds; round++) askAll(catalogue, times);
      context.log(`chat: ${size} products, ${times.length} questions`);
      const summary = summarize(times);
      const goal = P95_GOAL_MS[size];
      out.push({
        figure: 'chat',
        label: `${size.toLocaleString('en-GB')} products · answer per question · node`,
        values: { median: summary.median, p95: summary.p95, max: summary.max },
        unit: 'ms',
        ...(goal === undefined ? {} : { goalOf: 'p95', goal: { op: '<=', value: goal } }),
        detail: { questions: times.length, rounds },
      });
    }
    return out;
  },
};
