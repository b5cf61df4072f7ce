// The credential of the embedded store. Generated on first start and kept in
// DATA_DIR/keys/store-credential.json (mode 0600), so a restart on the same data directory uses
// the same one; the store process refuses every request without it (embedded-store-process.ts),
// so other local processes can neither read accounts nor write server state through its port.
// Never logged, never passed on a command line (other local users can read those in /proc).
import crypto from 'node:crypto';
import path from 'node:path';
import { ConfigError } from '../config.ts';
import { ensureSecretDir, publishSecretFile, readSecretFile } from '../secret-file.ts';

export interface StoreCredential {
  username: string;
  password: string;
}

interface CredentialFile extends StoreCredential {
  created_at: string;
}

export const STORE_CREDENTIAL_FILE = path.join('keys', 'store-credential.json');
export const STORE_USERNAME = 'poct-server';

export async function loadStoreCredential(dataDir: string): Promise<StoreCredential> {
  const file = path.join(dataDir, STORE_CREDENTIAL_FILE);
  try {
    const stored = (await readCredentialFile(file)) ?? (await createCredentialFile(file));
    return { username: stored.username, password: stored.password };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${file}: cannot be read or created (${(error as Error).message})`);
  }
}

/** The `Authorization` header value that carries the credential. */
export function basicAuthorization(credential: StoreCredential): string {
  return `Basic ${Buffer.from(`${credential.username}:${credential.password}`).toString('base64')}`;
}

async function readCredentialFile(file: string): Promise<CredentialFile | undefined> {
  return readSecretFile(file, 'delete it to generate a new store credential', (parsed) => {
    if (
      typeof parsed.username !== 'string' ||
      typeof parsed.password !== 'string' ||
      !/^[A-Za-z0-9._-]+$/.test(parsed.username) ||
      parsed.password.length < 32
    ) {
      throw new ConfigError(
        `${file}: username or password is missing or malformed; delete it to generate a new store credential`,
      );
    }
    return parsed as unknown as CredentialFile;
  });
}

/** Generates a credential and publishes it once (secret-file.ts). */
async function createCredentialFile(file: string): Promise<CredentialFile> {
  await ensureSecretDir(file);
  const content: CredentialFile = {
    username: STORE_USERNAME,
    password: crypto.randomBytes(32).toString('base64url'),
    created_at: new Date().toISOString(),
  };
  return publishSecretFile(file, content, () => readCredentialFile(file));
}
