// What the product page shows, worked out from the local documents: master data names in the
// page's language, documents and videos grouped by type, whether the no-official-website warning applies,
// prices and dates in the reader's format. Pure, so each rule is tested on its own.
import {
  isPublication,
  type Link,
  type LinkType,
  type LocalizedText,
  type Locale,
  type MasterData,
  type Product,
} from '@poct/schemas';

/** A text in the page's language; the other language when that one is empty (marked by `lang`). */
export function localized(text: LocalizedText | undefined, locale: Locale): { text: string; lang: Locale } {
  if (!text) return { text: '', lang: locale };
  const own = text[locale].trim();
  if (own) return { text: own, lang: locale };
  const other: Locale = locale === 'de' ? 'en' : 'de';
  return { text: text[other].trim(), lang: other };
}

/** Names of master data items, in the given order, without unknown ids or repeats. */
export function namesOf(
  ids: readonly string[],
  masterdata: ReadonlyMap<string, MasterData>,
  locale: Locale,
): string[] {
  const names: string[] = [];
  for (const id of ids) {
    const item = masterdata.get(id);
    const name = item ? localized(item.name, locale).text : '';
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** Names with the short code where one exists ("C-reactive protein (CRP)"). */
export function labelledNamesOf(
  ids: readonly string[],
  masterdata: ReadonlyMap<string, MasterData>,
  locale: Locale,
): string[] {
  const names: string[] = [];
  for (const id of ids) {
    const item = masterdata.get(id);
    if (!item) continue;
    const name = localized(item.name, locale).text;
    const label = item.code && item.code !== name ? `${name} (${item.code})` : name;
    if (label && !names.includes(label)) names.push(label);
  }
  return names;
}

/** A sample type's name with its HL7 table 0487 code where one exists ("Serum (SER)"). */
export function sampleTypeLabel(
  id: string,
  masterdata: ReadonlyMap<string, MasterData>,
  locale: Locale,
): string {
  const item = masterdata.get(id);
  if (!item) return '';
  const name = localized(item.name, locale).text;
  return item.hl7_specimen ? `${name} (${item.hl7_specimen})` : name;
}

export type DocumentGroupKey = Exclude<LinkType, 'safety_notice'> | 'video';

/** The order of the groups on the page: the manufacturer's site first, videos last. */
export const DOCUMENT_GROUP_ORDER: readonly DocumentGroupKey[] = [
  'official_website',
  'brochure',
  'quick_guide',
  'other_manual',
  'contact',
  'header',
  'image',
  'additional',
  'no_link',
  'video',
];

export interface DocumentGroup<T> {
  key: DocumentGroupKey;
  links: T[];
}

type Groupable = Pick<Link, 'type' | 'category' | 'title'> & Partial<Pick<Link, 'visible'>>;

/**
 * Whether a link is a product document or video rather than a study. Safety notices are neither:
 * they have a section of their own (SafetyNoticesSection.tsx).
 */
export function isDocumentOrVideo(link: Pick<Link, 'category' | 'type'>): boolean {
  return !isPublication(link) && link.type !== 'safety_notice';
}

/**
 * The product's documents and videos, grouped by link type (videos, whatever their type, in a
 * group of their own), groups in DOCUMENT_GROUP_ORDER, links by title within a group.
 */
export function groupDocuments<T extends Groupable>(links: readonly T[], locale: Locale): DocumentGroup<T>[] {
  const groups = new Map<DocumentGroupKey, T[]>();
  for (const link of links) {
    const type = link.type;
    if (link.visible === false || type === 'safety_notice' || !isDocumentOrVideo(link)) continue;
    const key: DocumentGroupKey = link.category === 'product_videos' ? 'video' : type;
    groups.set(key, [...(groups.get(key) ?? []), link]);
  }
  const collator = new Intl.Collator(locale);
  return DOCUMENT_GROUP_ORDER.flatMap((key) => {
    const group = groups.get(key);
    return group ? [{ key, links: [...group].sort((a, b) => collator.compare(a.title, b.title)) }] : [];
  });
}

/**
 * 'Warning when a product has no official website or information.' True when no
 * link the reader may see is the manufacturer's official website (links hidden by the editors
 * count as none).
 */
export function needsInformationWarning(
  product: Pick<Product, 'links_visible'>,
  links: ReadonlyArray<Pick<Link, 'type'> & Partial<Pick<Link, 'visible'>>>,
): boolean {
  if (!product.links_visible) return true;
  return !links.some((link) => link.visible !== false && link.type === 'official_website');
}
