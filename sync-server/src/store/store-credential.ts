// The credential of the embedded store. Generated on first start and kept in
// DATA_DIR/keys/store-credential.json (mode 0600), so a restart on the same data directory uses
// the same one; the store process refuses every request without it (embedded-store-process.ts),
// so other local processes can neither read accounts nor write server state through its port.
// Never logged, never passed on a command line (other local users can read those in /proc).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config.ts';

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
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: Partial<CredentialFile>;
  try {
    parsed = JSON.parse(text) as Partial<CredentialFile>;
  } catch {
    throw new ConfigError(`${file}: not valid JSON; delete it to generate a new store credential`);
  }
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
  // Someone loosened the permissions: the credential must stay readable by us alone.
  const { mode } = await fs.stat(file);
  if ((mode & 0o077) !== 0) await fs.chmod(file, 0o600);
  return parsed as CredentialFile;
}

/**
 * Generates a credential and publishes it atomically: written to a private temporary file, then
 * hard-linked to its name, which fails if another process got there first; then theirs is used.
 */
async function createCredentialFile(file: string): Promise<CredentialFile> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const content: CredentialFile = {
    username: STORE_USERNAME,
    password: crypto.randomBytes(32).toString('base64url'),
    created_at: new Date().toISOString(),
  };
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(temporary, file);
    return content;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const existing = await readCredentialFile(file);
    if (!existing) throw error;
    return existing;
  } finally {
    await fs.rm(temporary, { force: true });
  }
}
