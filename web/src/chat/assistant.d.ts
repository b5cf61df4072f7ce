import {
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
  test: {
    name: string;
    volumeUl: number;
    timeMin: number;
  } | null;
}
export type Answer =
  | {
      kind: 'refusal';
      reason: 'clinical' | 'off_topic';
    }
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
export declare function answerQuestion(
  question: string,
  catalogue: ChatCatalogue,
  previous: PreviousAnswer | null,
): Answer;
/** Cards kept per answer (see `cards`). */
export declare const MAX_CARDS = 50;
/** The answer to a list of conditions (after a chip was removed, too). */
export declare function answerConditions(
  conditions: Condition[],
  catalogue: ChatCatalogue,
  followUp?: boolean,
): Answer;
/** What the next question refines. */
export declare function previousOf(answer: Answer | undefined): PreviousAnswer | null;
