// The fixed titles the catalogue gives documents and videos that have no title of their own:
// `<product> – <title of its kind>`, stored once, in German (the demo catalogue,
// sync-server/src/demo/publications.ts). A link has one stored title; while it is such a default
// title, pages in another language show the kind's title in that language. A title staff wrote
// is shown as they wrote it, and a study's title stays in the language it was published in.
import type { Link, LocalizedText } from './collections/index.ts';
import { PUBLICATION_CATEGORIES, type LinkType, type Locale } from './constants.ts';

export const DEFAULT_DOCUMENT_TITLES: Readonly<Record<LinkType, LocalizedText>> = {
  official_website: { de: 'Herstellerseite', en: 'Manufacturer page' },
  brochure: { de: 'Produktbroschüre', en: 'Product brochure' },
  quick_guide: { de: 'Kurzanleitung', en: 'Quick guide' },
  other_manual: { de: 'Gebrauchsanweisung', en: 'Instructions for use' },
  contact: { de: 'Kontakt und Vertrieb', en: 'Contact and sales' },
  image: { de: 'Produktfoto', en: 'Product photo' },
  header: { de: 'Produktübersicht', en: 'Product overview' },
  additional: { de: 'Weitere Informationen', en: 'More information' },
  no_link: { de: 'Hinweis ohne Link', en: 'Note without link' },
  safety_notice: { de: 'Sicherheitshinweis', en: 'Safety notice' },
};

/** The default title of a product video, whatever its type. */
export const DEFAULT_VIDEO_TITLE: LocalizedText = { de: 'Schulungsvideo', en: 'Training video' };

/** Between the product's name and the kind's title. */
const SEPARATOR = ' – ';

type TitledLink = Pick<Link, 'title' | 'type' | 'category'>;

/** The title of a link's kind in both languages; null for studies, which keep their own titles. */
function kindTitle(link: Pick<Link, 'type' | 'category'>): LocalizedText | null {
  if ((PUBLICATION_CATEGORIES as readonly string[]).includes(link.category)) return null;
  return link.category === 'product_videos' ? DEFAULT_VIDEO_TITLE : DEFAULT_DOCUMENT_TITLES[link.type];
}

/** The default title of a document or video of `productName`, as the catalogue stores it. */
export function defaultLinkTitle(productName: string, link: Pick<Link, 'type' | 'category'>): string {
  const kind = kindTitle(link) ?? DEFAULT_DOCUMENT_TITLES.additional;
  return `${productName}${SEPARATOR}${kind.de}`;
}

/** A link's title in the page's language: a default title translated, any other as it is stored. */
export function linkTitleIn(link: TitledLink, locale: Locale): string {
  const kind = kindTitle(link);
  if (!kind || locale === 'de') return link.title;
  if (link.title === kind.de) return kind[locale];
  const suffix = `${SEPARATOR}${kind.de}`;
  return link.title.endsWith(suffix) && link.title.length > suffix.length
    ? `${link.title.slice(0, -suffix.length)}${SEPARATOR}${kind[locale]}`
    : link.title;
}
