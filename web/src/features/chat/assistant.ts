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
  type Reading,
  type Suggestion,
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

/** A suggestion with what choosing it asks and how many products that finds. */
export interface CountedSuggestion extends Suggestion {
  conditions: Condition[];
  count: number;
}

/** The words of the question no condition carries (optional: answers kept from before lack them). */
export interface UnusedWords {
  notUsed?: string[];
  suggestions?: CountedSuggestion[];
}

export type Answer =
  | { kind: 'refusal'; reason: 'clinical' }
  | ({ kind: 'refusal'; reason: 'off_topic' } & UnusedWords)
  | ({
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
      /** Words read with a typo, with how sure the reading is. */
      readings?: Reading[];
    } & UnusedWords);

export function answerQuestion(
  question: string,
  catalogue: ChatCatalogue,
  previous: PreviousAnswer | null,
): Answer {
  const understood = understand(question, catalogue.vocabulary, previous);
  if (understood.kind === 'refusal') {
    if (understood.reason === 'clinical') return understood;
    return { ...understood, suggestions: counted(understood.suggestions, [], catalogue) };
  }
  const { conditions, followUp, readings, notUsed, suggestions } = understood;
  return {
    ...answerConditions(conditions, catalogue, followUp),
    readings,
    notUsed,
    suggestions: counted(suggestions, conditions, catalogue),
  };
}

/** Each suggestion with the answer it would give: the conditions so far and it. */
function counted(
  suggestions: readonly Suggestion[],
  conditions: readonly Condition[],
  catalogue: ChatCatalogue,
): CountedSuggestion[] {
  return suggestions.map((suggestion) => {
    const asked = [...conditions, suggestion.condition];
    return { ...suggestion, conditions: asked, count: firstMatches(asked, catalogue.products, 0).total };
  });
}

/** Cards kept per answer (see `cards`). */
export const MAX_CARDS = 50;

/** The answer to a list of conditions (after a chip was removed, too). */
export function answerConditions(
  conditions: Condition[],
  catalogue: ChatCatalogue,
  followUp = false,
): ResultsAnswer {
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

export type ResultsAnswer = Extract<Answer, { kind: 'results' }>;

/** What the next question refines. */
export function previousOf(answer: Answer | undefined): PreviousAnswer | null {
  if (!answer || answer.kind !== 'results') return null;
  return { conditions: answer.conditions, results: answer.cards.map(({ id, name }) => ({ id, name })) };
}
