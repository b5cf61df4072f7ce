// Ratings as the page's language writes them: one decimal ("4,3" in German, "4.3" in English).
export function formatRating(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
