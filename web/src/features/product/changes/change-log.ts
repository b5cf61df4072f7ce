// The catalogue's change log as the page shows it: read from the device's `catalogue_changes`
// collection (so it works offline), newest first, grouped by the day in the page's time zone.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CatalogueChange } from '@poct/schemas';
import type { LocalDatabase } from '../../../db/storage/local-database.ts';

export interface ChangeDay {
  /** The day as `YYYY-MM-DD` in the device's time zone. */
  day: string;
  changes: CatalogueChange[];
}

function localDay(iso: string): string {
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The entries by day, newest day and newest entry first. */
export function groupByDay(changes: readonly CatalogueChange[]): ChangeDay[] {
  const sorted = [...changes].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id),
  );
  const days: ChangeDay[] = [];
  for (const change of sorted) {
    const day = localDay(change.created_at);
    const last = days.at(-1);
    if (last?.day === day) last.changes.push(change);
    else days.push({ day, changes: [change] });
  }
  return days;
}

/** Every entry of the log, kept current while `onChange` is subscribed. */
export function watchChanges(
  local: LocalDatabase,
  onChange: (changes: CatalogueChange[]) => void,
): () => void {
  const collection = local.collection('catalogue_changes');
  if (!collection) {
    onChange([]);
    return () => {};
  }
  const subscription = collection
    .find()
    .$.subscribe((docs) => onChange(docs.map((doc) => doc.toJSON() as unknown as CatalogueChange)));
  return () => subscription.unsubscribe();
}

/** Reader names of the product fields an entry can name; any other field is "other details". */
export const CHANGE_FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  name: msg`name`,
  manufacturer: msg`manufacturer`,
  distributor: msg`distributor`,
  provider: msg`provider`,
  description: msg`description`,
  synonyms: msg`synonyms`,
  price: msg`prices`,
  hardware: msg`hardware`,
  consumables: msg`consumables`,
  consumable_cost_per_test: msg`consumable cost per test`,
  quality_control: msg`quality control`,
  links_visible: msg`publications shown`,
  parameter_ids: msg`parameters`,
  method_ids: msg`methods`,
  detail_ids: msg`details`,
  diagnostic_area_ids: msg`diagnostic areas`,
  connectivity: msg`connectivity`,
  sub_products: msg`tests`,
  image_url: msg`image`,
  regulatory: msg`regulatory identity`,
  sources: msg`sources`,
  data_as_of: msg`data as of`,
};
export const OTHER_FIELDS = msg`other details`;
