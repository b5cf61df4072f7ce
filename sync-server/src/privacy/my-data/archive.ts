// The archive of "Download my data": `data.json` (everything, machine-readable, Art. 20 GDPR) and
// `index.html` (the same, readable, in the language asked for). Every value on the page is
// escaped: the archive holds what users wrote, and the page must show it, never run it.
import { strToU8, zipSync } from 'fflate';
import type { Locale } from '@poct/schemas';
import { PERSONAL_DATA } from './personal-data.ts';

const PAGE_TEXT = {
  de: {
    title: 'Meine Daten bei POCT Atlas',
    intro: 'Alles, was POCT Atlas über Ihr Konto speichert, Stand',
    machine: 'Dieselben Daten maschinenlesbar: data.json in diesem Archiv.',
    none: 'Keine Einträge.',
  },
  en: {
    title: 'My data at POCT Atlas',
    intro: 'Everything POCT Atlas keeps about your account, as of',
    machine: 'The same data, machine-readable: data.json in this archive.',
    none: 'No entries.',
  },
} as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function valueHtml(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'object') return `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
  return escapeHtml(String(value));
}

function recordHtml(record: unknown): string {
  if (record === null || typeof record !== 'object' || Array.isArray(record))
    return `<p>${valueHtml(record)}</p>`;
  const rows = Object.entries(record as Record<string, unknown>)
    .map(([field, value]) => `<dt>${escapeHtml(field)}</dt><dd>${valueHtml(value)}</dd>`)
    .join('');
  return `<dl>${rows}</dl>`;
}

function sectionHtml(title: string, value: unknown, none: string): string {
  const records = Array.isArray(value) ? value : [value];
  const body = records.length === 0 ? `<p>${none}</p>` : records.map(recordHtml).join('');
  return `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

export function readablePage(data: Record<string, unknown>, locale: Locale, exportedAt: string): string {
  const text = PAGE_TEXT[locale];
  const sections = PERSONAL_DATA.map((kind) => sectionHtml(kind.title[locale], data[kind.key], text.none));
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title>`,
    '<style>body{font-family:sans-serif;max-width:60rem;margin:auto;padding:1rem}dt{font-weight:bold}pre{white-space:pre-wrap}</style>',
    `</head><body><h1>${text.title}</h1><p>${text.intro} ${escapeHtml(exportedAt)}.</p><p>${text.machine}</p>`,
    ...sections,
    '</body></html>',
  ].join('\n');
}

/** The zip archive of the user's data. */
export function personalDataArchive(
  data: Record<string, unknown>,
  meta: { userId: string; locale: Locale; exportedAt: string },
): Uint8Array {
  const json = JSON.stringify({ user_id: meta.userId, exported_at: meta.exportedAt, data }, null, 2);
  return zipSync({
    'data.json': strToU8(json),
    'index.html': strToU8(readablePage(data, meta.locale, meta.exportedAt)),
  });
}
