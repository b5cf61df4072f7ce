// The choices of select fields, resolved by the page that renders a form: master data names in
// the reader's language, tree items that may be a parent, products. Forms only name the source
// (field-spec.ts), so one description works on every screen.
import { createContext, useContext } from 'react';
import type { SelectOption } from '../ui/Select.tsx';
import type { OptionSource } from './field-spec.ts';

/** A choice; several choices with a `group` are shown as one labelled group each (permissions). */
export interface ChoiceOption extends SelectOption {
  group?: string;
}

export type ResolveOptions = (source: OptionSource) => readonly ChoiceOption[];

export const OptionsContext = createContext<ResolveOptions>(() => []);

export function useOptions(source: OptionSource): readonly ChoiceOption[] {
  return useContext(OptionsContext)(source);
}
