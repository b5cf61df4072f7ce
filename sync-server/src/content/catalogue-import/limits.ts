// The limits of an import file. A file over MAX_IMPORT_BYTES is refused before it is parsed; an
// XLSX (a zip) is refused when its parts would unpack to more than MAX_UNPACKED_BYTES, when one
// part packs tighter than MAX_PACKING_RATIO (a zip bomb), or when it has more than MAX_ZIP_ENTRIES parts.
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 400 * 1024 * 1024;
export const MAX_PACKING_RATIO = 200;
export const MAX_ZIP_ENTRIES = 200;
/** Rows listed one by one in a dry-run report; the counts always cover the whole file. */
export const MAX_REPORT_ROWS = 500;
/** Conflicts a batch lists one by one (its counts cover them all). */
export const MAX_LISTED_CONFLICTS = 500;
/** Entries (products) per store request when a batch is planned, applied or undone. */
export const WRITE_CHUNK = 250;
export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
