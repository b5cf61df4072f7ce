/** Joins class names, skipping empty ones. Apart from class-names.ts, which needs react-aria. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
