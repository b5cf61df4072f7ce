// The search filters the MCP tools share (the same conditions NoodleChat understands and the
// search page's address means, plus text), as a zod shape for the tools' input schemas and their
// translation into conditions. Parameters, connectivity and transmissions take "all" (the
// default, as on the search page) or "any" of the named values.
import * as z from 'zod';
import { AVAILABILITY_COUNTRIES, CE_STATUSES, IVDR_CLASSES, type Condition } from '@poct/schemas';
import type { CatalogueSnapshot } from '../../replication/index.ts';
import { resolveIds, resolveManufacturers } from './resolve.ts';

const names = (what: string) => z.array(z.string().min(1).max(100)).max(20).optional().describe(what);
const amount = z.number().nonnegative().max(1_000_000_000);
const match = (what: string) =>
  z
    .enum(['all', 'any'])
    .optional()
    .describe(`"all" (the default): every one of the ${what}; "any": one of them`);

export const FILTER_SHAPE = {
  parameters: names(
    'Parameters (ids such as "param-crp" or names such as "CRP"); every one must be measured',
  ),
  parameters_match: match('parameters'),
  in_one_test: z.boolean().optional().describe('All parameters measured by one test (sub-product)'),
  sample_types: names('Sample types; the matching test takes one of them'),
  sub_sample_types: names(
    'Sub-sample types as the tests state them in German (tube, additive or kind: "EDTA", "Lithium-Heparin", "Kapillarblut"); the matching test names one of them',
  ),
  max_sample_volume_ul: amount.optional().describe('The matching test needs at most this many µl'),
  max_time_to_result_min: amount
    .optional()
    .describe('The matching test gives its result within these minutes'),
  connectivity: names(
    'Connectivity (protocols, interfaces); the product has every one (see connectivity_match)',
  ),
  connectivity_match: match('connectivity values'),
  transmissions: names('Transmission options; the product has every one (see transmissions_match)'),
  transmissions_match: match('transmission options'),
  methods: names('Methods; the product uses one of them'),
  details: names('Device details such as handheld, battery operated, benchtop; the product has every one'),
  diagnostic_areas: names('Diagnostic areas; the product serves one of them'),
  manufacturers: names('Manufacturers (full name or brand word); one of them'),
  ivdr_classes: z.array(z.enum(IVDR_CLASSES)).max(4).optional().describe('IVDR risk classes; one of them'),
  ce_statuses: z
    .array(z.enum(CE_STATUSES))
    .max(4)
    .optional()
    .describe(
      'CE status: "ivdr" (IVDR certified), "ivdd" (under the old directive), "pending", "none"; one of them',
    ),
  available_in: z
    .array(z.enum(AVAILABILITY_COUNTRIES))
    .max(3)
    .optional()
    .describe('Countries ("de", "at", "ch"); the product is available in one of them'),
  price_min_eur: amount.optional().describe('Net default price at least this (EUR)'),
  price_max_eur: amount.optional().describe('Net default price at most this (EUR)'),
  text: z.string().min(1).max(200).optional().describe('Text in the product name, manufacturer or synonyms'),
};

export type Filters = { [K in keyof typeof FILTER_SHAPE]?: z.infer<(typeof FILTER_SHAPE)[K]> };

export function conditionsOf(filters: Filters, snapshot: CatalogueSnapshot): Condition[] {
  const out: Condition[] = [];
  const ids = (type: Parameters<typeof resolveIds>[1], values: string[] | undefined) =>
    (values ?? []).map((value) => resolveIds(snapshot, type, value));
  const wishes = ids('parameter', filters.parameters);
  if (filters.parameters_match === 'any' && wishes.length)
    out.push({ kind: 'parameter', ids: [...new Set(wishes.flat())] });
  else for (const group of wishes) out.push({ kind: 'parameter', ids: group });
  if (filters.in_one_test) out.push({ kind: 'in_one_test' });
  const samples = ids('sample_type', filters.sample_types).flat();
  if (samples.length) out.push({ kind: 'sample_type', ids: samples });
  const subSamples = [...new Set(filters.sub_sample_types ?? [])];
  if (subSamples.length) out.push({ kind: 'sub_sample_type', ids: subSamples });
  if (filters.max_sample_volume_ul !== undefined)
    out.push({ kind: 'max_volume', ul: filters.max_sample_volume_ul });
  if (filters.max_time_to_result_min !== undefined)
    out.push({ kind: 'max_time', minutes: filters.max_time_to_result_min });
  for (const kind of ['connectivity', 'transmission', 'detail'] as const) {
    const values = {
      connectivity: filters.connectivity,
      transmission: filters.transmissions,
      detail: filters.details,
    }[kind];
    const any = {
      connectivity: filters.connectivity_match,
      transmission: filters.transmissions_match,
      detail: undefined,
    }[kind];
    const found = ids(kind, values).flat();
    if (any === 'any' && kind !== 'detail' && found.length)
      out.push({ kind: 'has_any', of: kind, ids: [...new Set(found)] });
    else for (const id of found) out.push({ kind, id });
  }
  const methods = ids('method', filters.methods).flat();
  if (methods.length) out.push({ kind: 'method', ids: methods });
  const areas = ids('diagnostic_area', filters.diagnostic_areas).flat();
  if (areas.length) out.push({ kind: 'diagnostic_area', ids: areas });
  const regulatory = {
    ivdr_class: filters.ivdr_classes,
    ce_status: filters.ce_statuses,
    availability: filters.available_in,
  } as const;
  for (const [kind, values] of Object.entries(regulatory) as [
    keyof typeof regulatory,
    string[] | undefined,
  ][])
    if (values?.length) out.push({ kind, ids: [...new Set(values)] });
  const makers = (filters.manufacturers ?? []).flatMap((name) =>
    resolveManufacturers(snapshot.products, name),
  );
  if (makers.length) out.push({ kind: 'manufacturer', names: makers });
  if (filters.price_min_eur !== undefined || filters.price_max_eur !== undefined)
    out.push({ kind: 'price', min: filters.price_min_eur ?? null, max: filters.price_max_eur ?? null });
  if (filters.text) out.push({ kind: 'text', text: filters.text });
  return out;
}
