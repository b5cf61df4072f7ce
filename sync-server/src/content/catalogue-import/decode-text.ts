// The text of an uploaded CSV: UTF-8 (with or without BOM) or, when its bytes are no UTF-8,
// Windows-1252 as German spreadsheet programs save it. Bytes that are neither (code points
// Windows-1252 leaves undefined, control characters) are a broken encoding, refused as a whole.
import iconv from 'iconv-lite';
import { AppError } from '../../platform/http/app-error.ts';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
// Control characters other than tab, line feed and carriage return; U+FFFD is what a decoder
// puts where it could not decode.
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const BROKEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/;

export function decodeText(bytes: Buffer): string {
  let text: string;
  if (bytes.subarray(0, 3).equals(UTF8_BOM)) text = decodeUtf8(bytes.subarray(3)) ?? brokenEncoding();
  else text = decodeUtf8(bytes) ?? iconv.decode(bytes, 'win1252');
  if (BROKEN.test(text)) brokenEncoding();
  return text;
}

function decodeUtf8(bytes: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function brokenEncoding(): never {
  throw new AppError(400, 'import.encoding');
}
