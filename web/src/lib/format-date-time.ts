// Date and time of an ISO timestamp in the page's language ("23.11.2026, 12:48" / "23 Nov 2026,
// 12:48"), for lists that say when something happened.
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
