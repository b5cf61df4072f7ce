// Writes the comparison report as a PDF with pdfmake's browser build. Used by the PDF worker,
// so pdfmake and the fonts are only ever in the worker's bundle (never in the entry chunk); the
// fonts are inlined as base64, so the precached worker works offline. Roboto covers ä, ö, ü
// and ß, and pdfmake embeds the glyphs used into every PDF.
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

/** The PDF's bytes; `onProgress` hears 0…1 while the pages are drawn. */
export async function renderReportPdf(
  report: ComparisonReport,
  onProgress: (value: number) => void = () => {},
): Promise<Uint8Array> {
  pdfMake.setProgressCallback(onProgress);
  return pdfMake.createPdf(reportDocument(report)).getBuffer();
}
