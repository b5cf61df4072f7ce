// Optional proof of work for the public forms (ALTCHA, self-hosted with `altcha-lib`; no third
// party is asked). With ALTCHA_MAX_NUMBER > 0 every form token comes with a challenge signed by
// this server (HMAC, key derived from the signing key like the time trap's); the page finds the
// counter (SHA-256, up to that many tries) and sends the solution as `altcha`. The server, not the
// page, decides: a form without a valid, unexpired, unused solution is spam. A solution counts
// once: its challenge's signature becomes a document id in `form_challenges`, and the store's
// 409 for a second create refuses a replay, also across processes and under concurrency.
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Config } from '../../platform/config.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { derivedKey } from './form-token.ts';
import { createDocument } from '../../platform/store/update-document.ts';

const DB = 'form_challenges';
/** A challenge is good this long after it was issued (a form page left open fetches a new token). */
const CHALLENGE_TTL_S = 3600;

export type ProofVerdict = 'ok' | 'pow_missing' | 'pow_invalid' | 'pow_replayed';

export interface ProofOfWork {
  /** A new challenge for a form page. */
  challenge(): Promise<Challenge>;
  check(payload: unknown): Promise<ProofVerdict>;
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function isPayload(value: unknown): value is Payload {
  if (typeof value !== 'object' || value === null) return false;
  const { challenge, solution } = value as Record<string, unknown>;
  return (
    typeof challenge === 'object' &&
    challenge !== null &&
    typeof (challenge as Challenge).signature === 'string' &&
    typeof (challenge as Challenge).parameters === 'object' &&
    typeof solution === 'object' &&
    solution !== null
  );
}

/** The page sends the payload as base64 of its JSON, as ALTCHA widgets do. */
function decode(payload: unknown): Payload | undefined {
  if (typeof payload !== 'string' || payload.length > 4096) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    return isPayload(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The proof of work, or undefined when ALTCHA_MAX_NUMBER is 0 (not required). */
export function createProofOfWork(
  config: Pick<Config, 'altchaMaxNumber' | 'dataDir' | 'jwtPrivateKey' | 'jwtPublicKey'>,
  store: StoreClient,
): ProofOfWork | undefined {
  if (config.altchaMaxNumber <= 0) return undefined;
  let secret: Promise<string> | undefined;
  const secretOnce = () =>
    (secret ??= derivedKey(config, 'altcha-challenge v1').then((key) => key.toString('hex')));

  return {
    async challenge() {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(1, config.altchaMaxNumber),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_S,
        hmacSignatureSecret: await secretOnce(),
      });
    },
    async check(raw) {
      if (raw === undefined || raw === null || raw === '') return 'pow_missing';
      const payload = decode(raw);
      if (!payload) return 'pow_invalid';
      const verified = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: await secretOnce(),
      }).then(
        (result) => result.verified,
        // Parameters the library refuses (a forged algorithm, a bad prefix) are no solution.
        () => false,
      );
      if (!verified) return 'pow_invalid';
      const used = { _id: `used:${payload.challenge.signature!}`, at: new Date().toISOString() };
      return (await createDocument(store, DB, used)).created ? 'ok' : 'pow_replayed';
    },
  };
}
