// Signing keys: generated once into DATA_DIR with mode 0600 and reused on later starts, or taken
// from the configuration, which must hold a matching Ed25519 pair.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../platform/config.ts';
import { KEY_FILE, loadSigningKeys } from './keys.ts';

const tmp = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'poct-keys-'));
const noKeys = { jwtPrivateKey: undefined, jwtPublicKey: undefined };

function pemPair(type: 'ed25519' | 'ed448' = 'ed25519'): { privatePem: string; publicPem: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync(type as 'ed25519');
  return {
    privatePem: String(privateKey.export({ format: 'pem', type: 'pkcs8' })),
    publicPem: String(publicKey.export({ format: 'pem', type: 'spki' })),
  };
}

describe('signing keys', () => {
  it('When no keys are configured, then a pair is generated into DATA_DIR with mode 0600 and reused', async () => {
    const dataDir = tmp();
    const first = await loadSigningKeys({ dataDir, ...noKeys });
    const file = path.join(dataDir, KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ alg: 'EdDSA', crv: 'Ed25519' });
    const second = await loadSigningKeys({ dataDir, ...noKeys });
    expect(second.kid).toBe(first.kid);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['jwt-ed25519.json']);
  });

  it('When two starts race on an empty DATA_DIR, then both end up with the same pair', async () => {
    const dataDir = tmp();
    const [a, b] = await Promise.all([
      loadSigningKeys({ dataDir, ...noKeys }),
      loadSigningKeys({ dataDir, ...noKeys }),
    ]);
    expect(a.kid).toBe(b.kid);
  });

  it('When the key file was made readable by others, then it is locked down again', async () => {
    const dataDir = tmp();
    await loadSigningKeys({ dataDir, ...noKeys });
    const file = path.join(dataDir, KEY_FILE);
    fs.chmodSync(file, 0o644);
    await loadSigningKeys({ dataDir, ...noKeys });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('When keys are configured (also with escaped line breaks), then they are used and nothing is written', async () => {
    const dataDir = tmp();
    const { privatePem, publicPem } = pemPair();
    const keys = await loadSigningKeys({
      dataDir,
      jwtPrivateKey: privatePem.replace(/\n/g, '\\n'),
      jwtPublicKey: publicPem,
    });
    expect(keys.privateKey.asymmetricKeyType).toBe('ed25519');
    expect(fs.existsSync(path.join(dataDir, KEY_FILE))).toBe(false);
  });

  it('When the configured keys do not match, are not Ed25519 or are unreadable, then start-up stops', async () => {
    const dataDir = tmp();
    const a = pemPair();
    const b = pemPair();
    const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const cases = [
      { jwtPrivateKey: a.privatePem, jwtPublicKey: b.publicPem },
      {
        jwtPrivateKey: String(rsa.privateKey.export({ format: 'pem', type: 'pkcs8' })),
        jwtPublicKey: String(rsa.publicKey.export({ format: 'pem', type: 'spki' })),
      },
      { jwtPrivateKey: 'nonsense', jwtPublicKey: a.publicPem },
    ];
    for (const keys of cases)
      await expect(loadSigningKeys({ dataDir, ...keys })).rejects.toBeInstanceOf(ConfigError);
  });
});
