// From the bytes of an upload to the images the site serves. The type is read from the bytes
// themselves (magic numbers, `file-type`), never from the client's file name or Content-Type,
// and only raster formats a browser shows are accepted (no SVG: it can carry script). Every
// image is re-encoded by `sharp` at a few widths, so what is served is always our own WebP
// output, never the uploaded bytes, and metadata such as GPS positions is dropped.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Widths a page picks from (a thumbnail, an aside banner or card, a full-width footer banner). */
export const VARIANT_WIDTHS = [480, 960, 1920] as const;

/** Refuses decompression bombs: a small file that decodes to a gigantic picture. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageVariant {
  width: number;
  height: number;
  data: Buffer;
}

export class NotAnImage extends Error {}

/** The detected type, or undefined when the bytes are no accepted image. */
export async function detectImageType(bytes: Buffer): Promise<string | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  return found && (ACCEPTED_TYPES as readonly string[]).includes(found.mime) ? found.mime : undefined;
}

/** The widths to produce: every standard width below the original, and the original capped at the largest. */
export function widthsFor(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, VARIANT_WIDTHS.at(-1)!);
  return [...VARIANT_WIDTHS.filter((width) => width < largest), largest];
}

export async function makeVariants(bytes: Buffer): Promise<ImageVariant[]> {
  let width: number | undefined;
  try {
    // `rotate()` applies the EXIF orientation before the metadata is dropped.
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    width = meta.autoOrient?.width ?? meta.width;
  } catch (error) {
    throw new NotAnImage('undecodable', { cause: error });
  }
  if (!width) throw new NotAnImage('no width');
  const variants: ImageVariant[] = [];
  for (const target of widthsFor(width)) {
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data });
    } catch (error) {
      // A header that looks right over a broken body: not an image after all.
      throw new NotAnImage('undecodable', { cause: error });
    }
  }
  return variants;
}
