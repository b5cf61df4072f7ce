// The choices of select fields, resolved by the page that renders a form: master data names in
// the reader's language, tree items that may be a parent, products. Forms only name the source
// (field-spec.ts), so one description works on every screen. Fixed choices (a unit, a banner
// type) need no page: they are translated here, so forms outside the catalogue need no provider.
import { createContext, useContext } from 'react';
import { useLingui } from '@lingui/react';
import type { SelectOption } from '../../ui/Select.tsx';
import type { OptionSource } from './field-spec.ts';

/** A choice; several choices with a `group` are shown as one labelled group each (permissions). */
export interface ChoiceOption extends SelectOption {
  group?: string;
}

export type ResolveOptions = (source: OptionSource) => readonly ChoiceOption[];

export const OptionsContext = createContext<ResolveOptions>(() => []);

export function useOptions(source: OptionSource): readonly ChoiceOption[] {
  const { i18n } = useLingui();
  const resolve = useContext(OptionsContext);
  if ('static' in source)
    return source.static.map((option) => ({ id: option.id, label: i18n._(option.label) }));
  return resolve(source);
}
