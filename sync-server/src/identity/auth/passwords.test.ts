// Passwords: argon2id hashes, verification, and the same cost for an unknown account.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

async function millis(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

describe('passwords', () => {
  it('When a password is hashed, then it is argon2id with a salt and only the right password matches', async () => {
    const digest = await hashPassword('correct horse');
    expect(digest).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hashPassword('correct horse')).not.toBe(digest);
    expect(await verifyPassword(digest, 'correct horse')).toBe(true);
    expect(await verifyPassword(digest, 'correct horsf')).toBe(false);
  });

  it('When the stored hash is malformed, then nothing matches', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('When there is no account, then verification fails but still spends the hash time', async () => {
    const digest = await hashPassword('secret');
    await verifyPassword(undefined, 'warm-up');
    const known = Math.min(
      await millis(() => verifyPassword(digest, 'wrong')),
      await millis(() => verifyPassword(digest, 'wrong')),
    );
    const unknown = Math.max(
      await millis(() => verifyPassword(undefined, 'wrong')),
      await millis(() => verifyPassword(undefined, 'wrong')),
    );
    expect(await verifyPassword(undefined, 'secret')).toBe(false);
    expect(unknown).toBeGreaterThan(known / 3);
  });
});
