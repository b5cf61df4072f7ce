// Writes the comparison report as a PDF with pdfmake's browser build. Used by the PDF worker,
// so pdfmake and the fonts are only ever in the worker's bundle (never in the entry chunk); the
// fonts are inlined as base64, so the precached worker works offline. Roboto covers ä, ö, ü
// and ß, and pdfmake embeds the glyphs used into every PDF.
//
// The worker lives as long as the compare page, so it makes many PDFs: the words the fonts have
// laid out are kept for the worker's life (shareFonts below), not shaped again for every file;
// each PDF still embeds its own subset of the glyphs it uses.
import pdfMake from 'pdfmake/build/pdfmake.js';
import robotoMedium from 'pdfmake/build/fonts/Roboto/Roboto-Medium.ttf?inline';
import robotoRegular from 'pdfmake/build/fonts/Roboto/Roboto-Regular.ttf?inline';
import { PDF_FONT, reportDocument } from './pdf-document.ts';
import type { ComparisonReport } from './report-model.ts';

/** `data:font/ttf;base64,AAEAAA…` → the base64 part, as pdfmake's virtual file system wants it. */
const base64 = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);

pdfMake.addVirtualFileSystem({
  'Roboto-Regular.ttf': base64(robotoRegular),
  'Roboto-Medium.ttf': base64(robotoMedium),
});
pdfMake.setFonts({
  [PDF_FONT]: {
    normal: 'Roboto-Regular.ttf',
    bold: 'Roboto-Medium.ttf',
    italics: 'Roboto-Regular.ttf',
    bolditalics: 'Roboto-Medium.ttf',
  },
});

/** pdfkit's embedded font (one per font and document): its cache of laid-out words. */
interface EmbeddedFont {
  layoutCache?: Record<string, unknown>;
}
/** pdfmake's PDF document (a pdfkit document): its font table, per document. */
interface FontingDocument {
  fonts: Record<string, Record<string, string>>;
  fontCache: Record<string, Record<string, EmbeddedFont>>;
  getFontType(bold: boolean, italics: boolean): string;
  getFontFile(family: string, bold: boolean, italics: boolean): string | null;
  provideFont(family: string, bold: boolean, italics: boolean): EmbeddedFont;
}

const layoutCacheOf = (font: unknown): Record<string, unknown> | undefined =>
  typeof font === 'object' && font !== null && 'layoutCache' in font
    ? ((font as EmbeddedFont).layoutCache ?? undefined)
    : undefined;

/**
 * Makes a small document with the regular and the bold font, then lets every later document of
 * this worker start from the words those fonts have laid out so far: shaping every word again
 * with the font's OpenType tables was most of a report's time. A laid-out word is its glyph ids
 * and advances, the same in every document; each document still reads its own copy of the font
 * and embeds its own subset. Found through the small document's objects, as pdfmake has no
 * option for it; when they do not look as expected (another pdfmake), documents simply lay out
 * their words themselves.
 */
async function shareFonts(): Promise<void> {
  const sample = 'Ää Öö Üü ß 0123456789 € · – “”';
  pdfMake.setProgressCallback(() => {});
  const output = pdfMake.createPdf({
    content: [{ text: sample, bold: true }, { table: { body: [[{ text: sample, bold: true }, sample]] } }],
    defaultStyle: { font: PDF_FONT },
  });
  const document = ((await output.getStream()) ?? {}) as Partial<FontingDocument>;
  const prototype = Object.getPrototypeOf(document) as Partial<FontingDocument> | null;
  const own = prototype?.provideFont;
  const shared = new Map<string, Record<string, unknown>>();
  for (const [family, types] of Object.entries(document.fontCache ?? {})) {
    for (const [type, font] of Object.entries(types)) {
      const file = document.fonts?.[family]?.[type];
      const cache = layoutCacheOf(font);
      if (file && cache) shared.set(file, cache);
    }
  }
  if (prototype && typeof own === 'function' && shared.size > 0) {
    prototype.provideFont = function (this: FontingDocument, family, bold, italics) {
      const fresh = !this.fontCache[family]?.[this.getFontType(bold, italics)];
      const font = own.call(this, family, bold, italics);
      const file = fresh ? this.getFontFile(family, bold, italics) : null;
      const cache = file ? shared.get(file) : undefined;
      if (cache && layoutCacheOf(font)) font.layoutCache = cache;
      return font;
    };
  }
  await output.getBuffer();
}

let fontsShared: Promise<void> | undefined;

/** Makes the small document of shareFonts before the first report (the worker's idle start). */
export function warmUp(): Promise<void> {
  // A failure here leaves the fonts unshared; the report itself then says what went wrong.
  fontsShared ??= shareFonts().catch(() => {});
  return fontsShared;
}

/** The PDF's bytes; `onProgress` hears 0…1 while the pages are drawn. */
export async function renderReportPdf(
  report: ComparisonReport,
  onProgress: (value: number) => void = () => {},
): Promise<Uint8Array> {
  await warmUp();
  pdfMake.setProgressCallback(onProgress);
  return pdfMake.createPdf(reportDocument(report)).getBuffer();
}
