// One NoodleChat turn, pure: the question, the catalogue on the device and the previous answer
// in, the answer out (what was understood, the matches with their matching test, or why nothing
// matched, or a refusal). The page and `npm run bench` both call it.
import {
  explainNoMatch,
  firstMatches,
  understand,
  type Condition,
  type NoMatchExplanation,
  type PreviousAnswer,
  type Product,
  type Vocabulary,
} from '@poct/schemas';

export interface ChatCatalogue {
  products: readonly Product[];
  vocabulary: Vocabulary;
}

export interface CardFacts {
  id: string;
  name: string;
  manufacturer: string;
  test: { name: string; volumeUl: number; timeMin: number } | null;
}

export type Answer =
  | { kind: 'refusal'; reason: 'clinical' | 'off_topic' }
  | {
      kind: 'results';
      conditions: Condition[];
      followUp: boolean;
      total: number;
      /**
       * The first matches in answer order: the page shows ten, "compare these" takes ten, and
       * "without the first one" counts from here; the history stays small at 40,000 products.
       */
      cards: CardFacts[];
      explanation: NoMatchExplanation | null;
    };

export function answerQuestion(
  question: string,
  catalogue: ChatCatalogue,
  previous: PreviousAnswer | null,
): Answer {
  const understood = understand(question, catalogue.vocabulary, previous);
  if (understood.kind === 'refusal') return understood;
  return answerConditions(understood.conditions, catalogue, understood.followUp);
}

/** Cards kept per answer (see `cards`). */
export const MAX_CARDS = 50;

/** The answer to a list of conditions (after a chip was removed, too). */
export function answerConditions(
  conditions: Condition[],
  catalogue: ChatCatalogue,
  followUp = false,
): Answer {
  const { total, matches } = firstMatches(conditions, catalogue.products, MAX_CARDS);
  return {
    kind: 'results',
    conditions,
    followUp,
    total,
    cards: matches.map(({ product, test }) => ({
      id: product.id,
      name: product.name,
      manufacturer: product.manufacturer,
      test: test && { name: test.name, volumeUl: test.sample_volume_ul, timeMin: test.time_to_result_min },
    })),
    explanation: total ? null : explainNoMatch(conditions, catalogue.products),
  };
}

/** What the next question refines. */
export function previousOf(answer: Answer | undefined): PreviousAnswer | null {
  if (!answer || answer.kind !== 'results') return null;
  return { conditions: answer.conditions, results: answer.cards.map(({ id, name }) => ({ id, name })) };
}
