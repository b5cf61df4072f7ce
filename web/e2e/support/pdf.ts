// Reading a downloaded PDF's text (pdfjs-dist's build for Node).
import fs from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Download } from '@playwright/test';

/** The same letters with spacing left out: PDF text comes back in pieces. */
export const squeeze = (text: string): string => text.replace(/\s+/g, '');

export async function pdfText(download: Download): Promise<string> {
  const bytes = await fs.readFile(await download.path());
  const pdf = await getDocument({ data: Uint8Array.from(bytes) }).promise;
  let text = '';
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  return text;
}
