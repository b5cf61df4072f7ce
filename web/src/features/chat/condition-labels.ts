// Chips and the "understood" sentence: each condition in the page's language, with master data
// names from the device and numbers formatted for the locale.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { subSampleTypeIn, type Condition, type Locale, type Vocabulary } from '@poct/schemas';

export function conditionLabel(
  condition: Condition,
  vocabulary: Vocabulary,
  locale: Locale,
  i18n: I18n,
): string {
  const name = (id: string) => vocabulary.names.get(id)?.[locale] ?? id;
  // Several ids of one condition are alternatives: "CRP oder PCT".
  const or = ` ${i18n._(msg`or`)} `;
  const names = (ids: readonly string[]) => ids.map(name).join(or);
  const number = (value: number) => i18n.number(value, { maximumFractionDigits: 2 });
  switch (condition.kind) {
    case 'parameter':
    case 'method':
    case 'diagnostic_area':
      return names(condition.ids);
    case 'sample_type':
      return i18n._(msg`Sample: ${names(condition.ids)}`);
    case 'sub_sample_type': {
      const terms = condition.ids.map((term) => subSampleTypeIn(term, locale)).join(or);
      return i18n._(msg`Sub-sample: ${terms}`);
    }
    case 'ivdr_class':
      return i18n._(msg`IVDR class ${condition.ids.join(or)}`);
    case 'ce_status':
      return i18n._(msg`CE status: ${condition.ids.join(or)}`);
    case 'availability':
      return i18n._(msg`Available in ${condition.ids.map((id) => id.toUpperCase()).join(or)}`);
    case 'connectivity':
    case 'transmission':
    case 'detail':
      return name(condition.id);
    case 'has_any':
      return names(condition.ids);
    case 'sort':
      return condition.by === 'price'
        ? i18n._(msg`Cheapest first`)
        : condition.by === 'time'
          ? i18n._(msg`Fastest result first`)
          : i18n._(msg`Smallest sample volume first`);
    case 'max_volume':
      return i18n._(msg`At most ${number(condition.ul)} µl`);
    case 'max_time':
      return i18n._(msg`Result in at most ${number(condition.minutes)} min`);
    case 'in_one_test':
      return i18n._(msg`All in one test`);
    case 'manufacturer':
      return condition.names.join(or);
    case 'price': {
      const min = condition.min === null ? null : number(condition.min);
      const max = condition.max === null ? null : number(condition.max);
      if (min !== null && max !== null) return i18n._(msg`Price ${min}–${max} EUR`);
      if (max !== null) return i18n._(msg`Price up to ${max} EUR`);
      return i18n._(msg`Price from ${min ?? ''} EUR`);
    }
    case 'text':
      return i18n._(msg`Text “${condition.text}”`);
    case 'exclude':
      return i18n._(msg`Without ${condition.name}`);
    case 'lacks':
      return i18n._(msg`Without ${name(condition.id)}`);
  }
}
