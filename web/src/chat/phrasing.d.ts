import type { ApiClient } from '../lib/api.ts';
import type { Answer } from './assistant.ts';
export declare function phraseAnswer(
  api: ApiClient,
  question: string,
  answer: Answer,
): Promise<string | null>;
