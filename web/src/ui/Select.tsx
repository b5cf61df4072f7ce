// A single choice from a list (react-aria Select): a button that opens a listbox, typeahead and
// arrow keys included. `errorMessage` is shown when `isInvalid` is set.
import type { Key } from 'react-aria-components';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { withClass } from './class-names.ts';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps extends Omit<AriaSelectProps<SelectOption>, 'children' | 'items'> {
  label: string;
  options: readonly SelectOption[];
  description?: string;
  errorMessage?: string;
}

export function Select({ label, options, description, errorMessage, className, ...props }: SelectProps) {
  return (
    <AriaSelect {...props} className={withClass(className, 'field select')}>
      <Label className="field__label">{label}</Label>
      <Button className="field__input select__button focus-ring">
        <SelectValue className="select__value" />
        <span aria-hidden="true">▾</span>
      </Button>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <div className="field__message">
        <FieldError className="field__error">{errorMessage}</FieldError>
      </div>
      <Popover className="select__popover">
        <ListBox className="select__list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="select__option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export type { Key };
