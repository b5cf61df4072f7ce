// Conditions arriving from a client (the page asks the server's optional model to phrase the
// device's own answer, sync-server/src/assistant/assistant-router.ts): every field checked and
// bounded, anything else refused whole (null).
import {
  LACKS_KINDS,
  SORT_KEYS,
  type Condition,
  type HasAnyCondition,
  type LacksCondition,
  type SortKey,
} from './conditions.ts';

const MAX_CONDITIONS = 30;
const MAX_IDS = 50;
const MAX_TEXT = 200;

const HAS_KINDS: readonly HasAnyCondition['of'][] = ['connectivity', 'transmission', 'detail'];

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;
const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.length <= MAX_IDS && value.every(isText);
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1e9;
const isBound = (value: unknown): value is number | null => value === null || isAmount(value);

export function readConditions(value: unknown): Condition[] | null {
  if (!Array.isArray(value) || value.length > MAX_CONDITIONS) return null;
  const out: Condition[] = [];
  for (const item of value) {
    const condition = readCondition(item);
    if (!condition) return null;
    out.push(condition);
  }
  return out;
}

function readCondition(item: unknown): Condition | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const c = item as Record<string, unknown>;
  const keys = Object.keys(c).sort().join(',');
  switch (c.kind) {
    case 'parameter':
    case 'sample_type':
    case 'sub_sample_type':
    case 'method':
    case 'diagnostic_area':
    case 'ivdr_class':
    case 'ce_status':
    case 'availability':
      return keys === 'ids,kind' && isTexts(c.ids) ? { kind: c.kind, ids: c.ids } : null;
    case 'max_volume':
      return keys === 'kind,ul' && isAmount(c.ul) ? { kind: c.kind, ul: c.ul } : null;
    case 'max_time':
      return keys === 'kind,minutes' && isAmount(c.minutes) ? { kind: c.kind, minutes: c.minutes } : null;
    case 'in_one_test':
      return keys === 'kind' ? { kind: c.kind } : null;
    case 'connectivity':
    case 'transmission':
    case 'detail':
      return keys === 'id,kind' && isText(c.id) ? { kind: c.kind, id: c.id } : null;
    case 'has_any':
      return keys === 'ids,kind,of' && isTexts(c.ids) && (HAS_KINDS as readonly unknown[]).includes(c.of)
        ? { kind: c.kind, of: c.of as HasAnyCondition['of'], ids: c.ids }
        : null;
    case 'sort':
      return keys === 'by,kind' && (SORT_KEYS as readonly unknown[]).includes(c.by)
        ? { kind: c.kind, by: c.by as SortKey }
        : null;
    case 'lacks':
      return keys === 'id,kind,of' && isText(c.id) && (LACKS_KINDS as readonly unknown[]).includes(c.of)
        ? { kind: c.kind, of: c.of as LacksCondition['of'], id: c.id }
        : null;
    case 'manufacturer':
      return keys === 'kind,names' && isTexts(c.names) ? { kind: c.kind, names: c.names } : null;
    case 'price':
      return keys === 'kind,max,min' && isBound(c.min) && isBound(c.max)
        ? { kind: c.kind, min: c.min, max: c.max }
        : null;
    case 'text':
      return keys === 'kind,text' && isText(c.text) ? { kind: c.kind, text: c.text } : null;
    case 'exclude':
      return keys === 'id,kind,name' && isText(c.id) && isText(c.name)
        ? { kind: c.kind, id: c.id, name: c.name }
        : null;
    default:
      return null;
  }
}
