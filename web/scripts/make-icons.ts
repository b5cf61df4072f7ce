// Writes the app icons in web/public/icons: a teal square with a white cross, as SVG and as
// 192 and 512 pixel PNGs for the web manifest, and web/public/favicon.ico (16, 32 and 48 pixels)
// for browsers and tools that ask for /favicon.ico whatever the page links. The PNGs are drawn pixel by pixel and encoded
// with node:zlib, so no image tool is needed. Run: node web/scripts/make-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const OUT = path.join(import.meta.dirname, '..', 'public', 'icons');
const TEAL = [0x0b, 0x5f, 0x73] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
/** Arm width and length of the cross as fractions of the icon; inside the maskable safe zone. */
const ARM = 0.16;
const REACH = 0.27;

function inCross(x: number, y: number): boolean {
  const dx = Math.abs(x - 0.5);
  const dy = Math.abs(y - 0.5);
  return (dx <= ARM / 2 && dy <= REACH) || (dy <= ARM / 2 && dx <= REACH);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // leading 0: no filter
    for (let x = 0; x < size; x++) {
      const colour = inCross((x + 0.5) / size, (y + 0.5) / size) ? WHITE : TEAL;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function svg(): string {
  const s = 512;
  const arm = Math.round(ARM * s);
  const reach = Math.round(REACH * s);
  const c = s / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s} ${s}">
  <rect width="${s}" height="${s}" rx="96" fill="#0b5f73"/>
  <path fill="#fff" d="M${c - arm / 2} ${c - reach}h${arm}v${reach - arm / 2}h${reach - arm / 2}v${arm}h${-(reach - arm / 2)}v${reach - arm / 2}h${-arm}v${-(reach - arm / 2)}h${-(reach - arm / 2)}v${-arm}h${reach - arm / 2}z"/>
</svg>
`;
}

/** An ICO file holding PNG images (allowed since Windows Vista; every current browser reads it). */
function ico(sizes: readonly number[]): Buffer {
  const images = sizes.map((size) => png(size));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((image, i) => {
    const size = sizes[i] as number;
    const entry = Buffer.alloc(16);
    entry[0] = size % 256; // 0 means 256
    entry[1] = size % 256;
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(24, 6); // bits per pixel
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}

fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, '..', 'favicon.ico'), ico([16, 32, 48]));
for (const size of [192, 512]) fs.writeFileSync(path.join(OUT, `icon-${size}.png`), png(size));
fs.writeFileSync(path.join(OUT, 'icon.svg'), svg());
console.log(`icons written to ${OUT}`);
