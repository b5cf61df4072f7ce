// Cells of the spreadsheets the app writes (the server's catalogue export and template, the
// comparison's XLSX and CSV made in the browser) and reads back (the catalogue import).

/** UTF-8 with BOM and `;` for German, `,` for English: what spreadsheet programs of each language expect. */
export const CSV_DELIMITER = { de: ';', en: ',' } as const satisfies Record<'de' | 'en', string>;

/** The byte order mark that tells spreadsheet programs a CSV is UTF-8. */
export const CSV_BOM = '\ufeff';

/**
 * A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a
 * formula; a written text that starts so gets a leading apostrophe (OWASP's advice on CSV
 * injection), which spreadsheets show as text and the catalogue import takes off again.
 */
export function neutraliseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The text a written cell held before `neutraliseCell`. */
export function restoreCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** A CSV line: fields quoted where they hold the delimiter, a quote, a line break or edge spaces. */
export function csvLine(fields: readonly string[], delimiter: string): string {
  return `${fields
    .map((field) =>
      field.includes(delimiter) || /["\r\n]/.test(field) || field !== field.trim()
        ? `"${field.replace(/"/g, '""')}"`
        : field,
    )
    .join(delimiter)}\r\n`;
}
