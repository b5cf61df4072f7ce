// Checks a zip (an XLSX workbook) before any reader unpacks it: at most MAX_ZIP_ENTRIES parts,
// their declared sizes together under MAX_UNPACKED_BYTES, no part packed tighter than
// MAX_PACKING_RATIO; then every part is inflated once into nothing with yauzl, which stops a
// part that unpacks to more than it declared. A zip that yauzl cannot read is damaged.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { AppError } from '../../platform/http/app-error.ts';
import { MAX_PACKING_RATIO, MAX_UNPACKED_BYTES, MAX_ZIP_ENTRIES, megabytes } from './limits.ts';

/** Parts smaller than this may pack as tightly as they like (an empty sheet packs 1000:1). */
const RATIO_FLOOR_BYTES = 1024 * 1024;

const bomb = () => new AppError(400, 'import.xlsx_bomb', { max: megabytes(MAX_UNPACKED_BYTES) });
const damaged = () => new AppError(400, 'import.xlsx_damaged');

export async function checkZip(bytes: Buffer): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
      error || !file ? reject(damaged()) : resolve(file),
    ),
  );
  if (zip.entryCount > MAX_ZIP_ENTRIES) {
    zip.close();
    throw bomb();
  }
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(damaged()));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (
          total > MAX_UNPACKED_BYTES ||
          (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > MAX_PACKING_RATIO)
        )
          return reject(bomb());
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(damaged());
          pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }))
            .then(() => zip.readEntry())
            .catch(() => reject(damaged()));
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}
