// Secrets kept as JSON files under DATA_DIR/keys/ (the JWT key pair, auth/keys.ts; the embedded
// store's credential, store/store-credential.ts): read back with their mode kept at 0600, and
// created once, atomically, even when several server processes start on one data directory.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from './config.ts';

/**
 * The file's content as `check` accepts it (it throws a ConfigError otherwise), or undefined when
 * there is no file. Invalid JSON names `remedy` (what to do about the file).
 */
export async function readSecretFile<T>(
  file: string,
  remedy: string,
  check: (parsed: Record<string, unknown>) => T,
): Promise<T | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new ConfigError(`${file}: not valid JSON; ${remedy}`);
  }
  const content = check(parsed);
  // Someone loosened the permissions: the secret must stay readable by us alone.
  const { mode } = await fs.stat(file);
  if ((mode & 0o077) !== 0) await fs.chmod(file, 0o600);
  return content;
}

/**
 * Publishes `content` atomically: written to a private temporary file, then hard-linked to its
 * name, which fails if another process got there first; then theirs (`readExisting`) is used.
 */
export async function publishSecretFile<T>(
  file: string,
  content: T,
  readExisting: () => Promise<T | undefined>,
): Promise<T> {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(temporary, file);
    return content;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const existing = await readExisting();
    if (!existing) throw error;
    return existing;
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

/** The folder of a secret file, private to us (0700). */
export async function ensureSecretDir(file: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
}
