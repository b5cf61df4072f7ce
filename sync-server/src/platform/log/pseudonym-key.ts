// The key of the pseudonymous user ids in log lines (request-log.ts): generated on first start
// and kept in DATA_DIR/keys/log-pseudonym.json (0600), so every process on one data directory,
// and every restart, names a user the same way, while the log alone cannot be traced to an account.
import crypto from 'node:crypto';
import path from 'node:path';
import { ConfigError } from '../config.ts';
import { ensureSecretDir, publishSecretFile, readSecretFile } from '../secret-file.ts';

interface KeyFile {
  key: string;
}

export const LOG_PSEUDONYM_FILE = path.join('keys', 'log-pseudonym.json');

export async function loadPseudonymKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, LOG_PSEUDONYM_FILE);
  const read = () =>
    readSecretFile<KeyFile>(file, 'delete it to generate a new key', (parsed) => {
      if (typeof parsed.key !== 'string' || parsed.key.length < 32)
        throw new ConfigError(`${file}: key is missing or too short; delete it to generate a new key`);
      return { key: parsed.key };
    });
  const stored = await read();
  if (stored) return Buffer.from(stored.key, 'base64url');
  await ensureSecretDir(file);
  const created = await publishSecretFile(file, { key: crypto.randomBytes(32).toString('base64url') }, read);
  return Buffer.from(created.key, 'base64url');
}

/** 16 hex digits of HMAC-SHA256(key, user id): the same user, the same pseudonym. */
export function pseudonymOf(key: Buffer, userId: string): string {
  return crypto.createHmac('sha256', key).update(userId).digest('hex').slice(0, 16);
}
