// Uploaded images live as files under DATA_DIR/uploads/, named after the SHA-256 of the
// uploaded bytes and the width: `<hash>-<width>.webp`. The same upload always gets the same
// names and a name's content never changes (a file that exists is never rewritten), so the
// files can be cached forever (`immutable`). Files are written to a temporary name and renamed,
// so a crash never leaves half a file under a served name.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageVariant } from './image-variants.ts';

export const UPLOAD_NAME = /^[0-9a-f]{64}-\d{1,5}\.webp$/;

export interface StoredVariant {
  width: number;
  height: number;
  url: string;
}

export interface UploadStore {
  readonly dir: string;
  save(source: Buffer, variants: readonly ImageVariant[]): Promise<StoredVariant[]>;
  /** The file of a served name, or undefined when the name is not one of ours. */
  fileOf(name: string): string | undefined;
}

export function createUploadStore(dataDir: string): UploadStore {
  const dir = path.join(dataDir, 'uploads');
  return {
    dir,
    async save(source, variants) {
      await fs.mkdir(dir, { recursive: true });
      const hash = crypto.createHash('sha256').update(source).digest('hex');
      const stored: StoredVariant[] = [];
      for (const variant of variants) {
        const name = `${hash}-${variant.width}.webp`;
        const file = path.join(dir, name);
        const exists = await fs.stat(file).then(
          () => true,
          () => false,
        );
        if (!exists) {
          const temporary = path.join(dir, `.${name}.${crypto.randomUUID()}.tmp`);
          await fs.writeFile(temporary, variant.data);
          await fs.rename(temporary, file);
        }
        stored.push({ width: variant.width, height: variant.height, url: `/uploads/${name}` });
      }
      return stored;
    },
    fileOf(name) {
      return UPLOAD_NAME.test(name) ? path.join(dir, name) : undefined;
    },
  };
}
