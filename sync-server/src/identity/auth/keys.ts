// The Ed25519 key pair that signs access tokens. It comes from JWT_PRIVATE_KEY/JWT_PUBLIC_KEY
// when given (several server processes behind a load balancer must share one pair), else it is
// generated on first start and kept in DATA_DIR/keys/jwt-ed25519.json (mode 0600), so tokens
// stay valid across restarts. It is never written into the repository.
import crypto, { type KeyObject } from 'node:crypto';
import path from 'node:path';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { ConfigError, type Config } from '../../platform/config.ts';
import { ensureSecretDir, publishSecretFile, readSecretFile } from '../../platform/secret-file.ts';

export interface SigningKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** JWK thumbprint of the public key, sent as the token's `kid` so a later key rotation can pick the key. */
  kid: string;
}

interface KeyFile {
  alg: 'EdDSA';
  crv: 'Ed25519';
  private_key: string;
  public_key: string;
  created_at: string;
}

export const KEY_FILE = path.join('keys', 'jwt-ed25519.json');

export async function loadSigningKeys(
  config: Pick<Config, 'dataDir' | 'jwtPrivateKey' | 'jwtPublicKey'>,
): Promise<SigningKeys> {
  if (config.jwtPrivateKey !== undefined && config.jwtPublicKey !== undefined) {
    return fromPem(config.jwtPrivateKey, config.jwtPublicKey, 'JWT_PRIVATE_KEY and JWT_PUBLIC_KEY');
  }
  const file = path.join(config.dataDir, KEY_FILE);
  const stored = (await readKeyFile(file)) ?? (await createKeyFile(file));
  return fromPem(stored.private_key, stored.public_key, file);
}

/** PEM from an environment variable often arrives with its line breaks written as `\n`. */
function unescapePem(pem: string): string {
  return pem.includes('\\n') ? pem.replace(/\\n/g, '\n') : pem;
}

async function fromPem(privatePem: string, publicPem: string, source: string): Promise<SigningKeys> {
  let privateKey: KeyObject;
  let publicKey: KeyObject;
  try {
    privateKey = crypto.createPrivateKey(unescapePem(privatePem));
    publicKey = crypto.createPublicKey(unescapePem(publicPem));
  } catch (error) {
    throw new ConfigError(`${source}: not a readable PEM key (${(error as Error).message})`);
  }
  if (privateKey.asymmetricKeyType !== 'ed25519' || publicKey.asymmetricKeyType !== 'ed25519') {
    throw new ConfigError(`${source}: the keys must be Ed25519`);
  }
  const derived = crypto.createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  if (!derived.equals(publicKey.export({ format: 'der', type: 'spki' }))) {
    throw new ConfigError(`${source}: the public key does not belong to the private key`);
  }
  const kid = await calculateJwkThumbprint(publicKey.export({ format: 'jwk' }) as JWK);
  return { privateKey, publicKey, kid };
}

async function readKeyFile(file: string): Promise<KeyFile | undefined> {
  return readSecretFile(file, 'delete it to generate a new key pair', (parsed) => {
    if (typeof parsed.private_key !== 'string' || typeof parsed.public_key !== 'string') {
      throw new ConfigError(
        `${file}: private_key and public_key are missing; delete it to generate a new key pair`,
      );
    }
    return parsed as unknown as KeyFile;
  });
}

/** Generates a pair and publishes it once (platform/secret-file.ts). */
async function createKeyFile(file: string): Promise<KeyFile> {
  await ensureSecretDir(file);
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519', {
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const content: KeyFile = {
    alg: 'EdDSA',
    crv: 'Ed25519',
    private_key: privateKey,
    public_key: publicKey,
    created_at: new Date().toISOString(),
  };
  return publishSecretFile(file, content, () => readKeyFile(file));
}

/**
 * A 32-byte HMAC key for one purpose (e.g. `ad-click-token v1`), derived (HKDF) from the signing
 * key, which every process of one deployment shares: a value one process signs is good on the
 * others, and no further secret has to be kept or configured.
 */
export async function derivedKey(
  config: Pick<Config, 'dataDir' | 'jwtPrivateKey' | 'jwtPublicKey'>,
  purpose: string,
): Promise<Buffer> {
  const { privateKey } = await loadSigningKeys(config);
  const material = privateKey.export({ format: 'der', type: 'pkcs8' });
  return Buffer.from(crypto.hkdfSync('sha256', material, 'poct-atlas', purpose, 32));
}
