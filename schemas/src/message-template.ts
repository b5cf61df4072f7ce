// The parts of the error catalogue (errors.ts) that need none of its texts, shared with the
// page's copy of it (web/src/i18n/error-catalogue.ts).

/** The key (`error.<status>`) that answers a bare HTTP status. */
export function statusKey(status: number): string {
  if ([400, 401, 403, 404, 413, 429, 500, 502, 503, 504].includes(status)) return `error.${status}`;
  return status >= 500 ? 'error.500' : 'error.400';
}

/** `template` with its `{name}` placeholders filled from `params`; unknown names stay as written. */
export function fillPlaceholders(
  template: string,
  params?: Readonly<Record<string, string | number>>,
): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
