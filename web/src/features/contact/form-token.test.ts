// The page's proof of work (WebCrypto) against a challenge made and checked the way the server
// does (altcha-lib's createChallenge and verifySolution, HMAC-signed), decoded from the base64
// JSON the page sends as the server decodes it.
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { describe, expect, it } from 'vitest';
import { solve } from './form-token.ts';

const SECRET = 'test-secret';

async function challenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 150,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 60,
    hmacSignatureSecret: SECRET,
  });
}

const decode = (payload: string) => JSON.parse(atob(payload)) as { challenge: Challenge; solution: Solution };

describe('solve', () => {
  it('answers with a payload the server verifies, and a tampered one fails', async () => {
    const payload = await solve(await challenge());
    expect(payload).toEqual(expect.any(String));
    const sent = decode(payload!);
    const verify = (solution: Solution) =>
      verifySolution({ challenge: sent.challenge, solution, deriveKey, hmacSignatureSecret: SECRET });
    expect((await verify(sent.solution)).verified).toBe(true);
    expect((await verify({ ...sent.solution, counter: sent.solution.counter + 1 })).verified).toBe(false);
  });
});
