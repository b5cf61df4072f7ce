import type { Request } from 'express';
import { AppError } from '../../platform/http/app-error.ts';
import { DuplicateKeyError, parseJsonStrict } from '../../platform/http/json-strict.ts';

/** Reads a JSON body of at most `limit` bytes: 413 when larger, 400 when malformed or when an
 * object repeats a key. */
export async function readJsonBody(req: Request, limit: number): Promise<unknown> {
  // Compressed request bodies are not accepted: a body that claims gzip is refused, never guessed.
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') throw new AppError(400, 'error.400');
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) throw new AppError(413, 'error.413');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new AppError(413, 'error.413');
    chunks.push(chunk);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError(400, 'error.400');
  }
  try {
    return parseJsonStrict(text);
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof DuplicateKeyError)
      throw new AppError(400, 'error.400');
    throw error;
  }
}
