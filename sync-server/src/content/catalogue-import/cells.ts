// Parsing and writing one cell per column kind (columns.ts). Numbers are read as German and
// English spreadsheet programs write them (`12,5`, `1.770,50`, `1,770.50`, `12.5`); a separator
// that could be either (`1.770`) is read in the language of the file's headers. Cells come as
// text (CSV) or as typed values (XLSX numbers, dates, booleans).
import type { HeaderLanguage } from './columns.ts';
import { LIST_SEPARATOR } from './columns.ts';

export type CellValue = string | number | boolean | Date | null | undefined;

/** A cell that cannot be read as its kind: the message key of the problem. */
export class CellError extends Error {
  readonly key: string;
  constructor(key: string) {
    super(key);
    this.key = key;
  }
}

export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

const GROUPED_DE = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;
const GROUPED_EN = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

export function parseNumber(value: CellValue, language: HeaderLanguage): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new CellError('import.number');
    return value;
  }
  const text = cellText(value).replace(/[\s\u00a0€]/g, '');
  let normal: string;
  if (GROUPED_DE.test(text) && (language === 'de' || text.includes(',')))
    normal = text.replace(/\./g, '').replace(',', '.');
  else if (GROUPED_EN.test(text) && (language === 'en' || text.includes('.')))
    normal = text.replace(/,/g, '');
  else normal = text.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normal)) throw new CellError('import.number');
  return Number(normal);
}

const TRUE = new Set(['ja', 'yes', 'true', 'wahr', '1', 'x']);
const FALSE = new Set(['nein', 'no', 'false', 'falsch', '0']);

export function parseBoolean(value: CellValue): boolean {
  if (typeof value === 'boolean') return value;
  const text = cellText(value).toLowerCase();
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  throw new CellError('import.boolean');
}

export function parseDate(value: CellValue): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new CellError('validation.date');
    return value.toISOString().slice(0, 10);
  }
  const text = cellText(value);
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = german ? `${german[3]}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}` : text;
  const date = new Date(`${iso}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(iso) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== iso
  )
    throw new CellError('validation.date');
  return iso;
}

export function parseList(value: CellValue): string[] {
  return cellText(value)
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** A number as the template writes it in `language` (no grouping, the language's decimal mark). */
export function formatNumber(value: number, language: HeaderLanguage): string {
  const text = String(value);
  return language === 'de' ? text.replace('.', ',') : text;
}

export function formatBoolean(value: boolean, language: HeaderLanguage): string {
  return language === 'de' ? (value ? 'ja' : 'nein') : value ? 'yes' : 'no';
}
