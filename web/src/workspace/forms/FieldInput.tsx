// One field of a form, rendered from its description: text, number, date, on/off, a choice, several
// choices, a list of lines, Markdown or a list of small records. Labels, required marks and error texts are wired the same way for
// every kind, so screen readers announce them alike.
import { useId, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button.tsx';
import { Checkbox, CheckboxGroup } from '../../ui/CheckboxGroup.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { MarkdownField } from '../../ui/MarkdownField.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { Select } from '../../ui/Select.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { ImageUpload } from '../uploads/ImageUpload.tsx';
import type { FieldSpec } from './field-spec.ts';
import { useOptions, type ChoiceOption } from './options.tsx';

export interface FieldInputProps {
  field: FieldSpec;
  value: unknown;
  onChange(value: unknown): void;
  error?: string;
  autoFocus?: boolean;
}

/** Lists longer than this get a filter box. */
const FILTER_FROM = 12;
/**
 * A choice longer than this (a product's alternatives among the whole catalogue) shows only what
 * is chosen and, once the filter has text, its first matches: thousands of checkboxes would make
 * the form slow to draw and impossible to scan.
 */
const LONG_LIST = 200;
const MATCHES_SHOWN = 50;

/**
 * The field inside a container that names its path, kind and whether it is required, so that
 * focus can find the first field in error and browser tests can walk any form generically.
 */
export function FieldInput(props: FieldInputProps) {
  const { field } = props;
  const kind = field.control.kind === 'text' && field.control.type ? field.control.type : field.control.kind;
  return (
    <div
      className={`wf-field wf-field--${field.control.kind}`}
      data-field={field.path}
      data-kind={kind}
      data-required={field.required ? 'true' : undefined}
      data-required-key={field.requiredKey}
    >
      <FieldControlFor {...props} />
    </div>
  );
}

function FieldControlFor({ field, value, onChange, error }: FieldInputProps) {
  const { i18n } = useLingui();
  const label = i18n._(field.label);
  const description = field.description ? i18n._(field.description) : undefined;
  const common = {
    label,
    description,
    isRequired: field.required,
    isInvalid: error !== undefined,
    errorMessage: error,
  };
  const control = field.control;
  switch (control.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          type={control.type ?? 'text'}
          multiline={control.multiline}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      );
    case 'date':
      return <DateField {...common} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
    case 'lines':
      return (
        <TextField
          {...common}
          multiline
          value={Array.isArray(value) ? value.join('\n') : ''}
          onChange={(text) => onChange(text === '' ? [] : text.split('\n'))}
        />
      );
    case 'markdown':
      return (
        <MarkdownField
          label={label}
          isRequired={field.required}
          errorMessage={error}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <NumberField
          {...common}
          kind={control.format}
          value={typeof value === 'number' ? value : Number.NaN}
          onChange={(next) => onChange(Number.isNaN(next) ? undefined : next)}
        />
      );
    case 'boolean':
      return (
        <Switch isSelected={value === true} onChange={onChange}>
          {label}
        </Switch>
      );
    case 'select':
      return <ChoiceField {...common} source={control.options} value={value} onChange={onChange} />;
    case 'multi':
      return <MultiField {...common} source={control.options} value={value} onChange={onChange} />;
    case 'rows':
      return <RowsField {...common} control={control} value={value} onChange={onChange} />;
    case 'image':
      return (
        <ImageUpload
          {...common}
          purpose={control.purpose}
          confirmReplace={control.confirmReplace}
          value={typeof value === 'string' && value !== '' ? value : undefined}
          onChange={onChange}
        />
      );
  }
}

type ChoiceProps = {
  label: string;
  description?: string;
  isRequired?: boolean;
  isInvalid: boolean;
  errorMessage?: string;
  source: Extract<FieldSpec['control'], { options: unknown }>['options'];
  value: unknown;
  onChange(value: unknown): void;
};

function ChoiceField({ source, value, onChange, ...common }: ChoiceProps) {
  const { t } = useLingui();
  const options = useOptions(source);
  return (
    <Select
      {...common}
      placeholder={t`Select an element`}
      options={options}
      selectedKey={typeof value === 'string' ? value : null}
      onSelectionChange={(key) => onChange(key === null ? undefined : String(key))}
    />
  );
}

function MultiField({ source, value, onChange, label, errorMessage, ...common }: ChoiceProps) {
  const { t } = useLingui();
  const options = useOptions(source);
  const [filter, setFilter] = useState('');
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const needle = filter.trim().toLocaleLowerCase();
  const matches = (option: ChoiceOption) => option.label.toLocaleLowerCase().includes(needle);
  const long = options.length > LONG_LIST;
  let shown = needle ? options.filter((option) => chosen.includes(option.id) || matches(option)) : options;
  let hint: string | undefined;
  if (long) {
    const found = needle ? options.filter((option) => !chosen.includes(option.id) && matches(option)) : [];
    shown = [...options.filter((option) => chosen.includes(option.id)), ...found.slice(0, MATCHES_SHOWN)];
    if (!needle)
      hint = t({
        message: plural(options.length, {
          one: 'Type in the filter to find the one entry.',
          other: 'Type in the filter to find one of # entries.',
        }),
      });
    else if (found.length > MATCHES_SHOWN)
      hint = t({
        message: plural(found.length, {
          one: 'One match.',
          other: `The first ${MATCHES_SHOWN} of # matches; type more to narrow them.`,
        }),
      });
    else if (found.length === 0) hint = t`No entry matches the filter.`;
  }
  return (
    <div className="wf-multi">
      {options.length > FILTER_FROM && (
        <TextField
          label={t`Filter ${label}`}
          value={filter}
          onChange={setFilter}
          className="wf-multi__filter"
          type="search"
          description={hint}
        />
      )}
      {shown.some((option) => option.group !== undefined) ? (
        <GroupedChoices
          label={label}
          options={shown}
          chosen={chosen}
          onChange={onChange}
          isInvalid={common.isInvalid}
          errorMessage={errorMessage}
        />
      ) : (
        <CheckboxGroup
          label={label}
          isRequired={common.isRequired}
          isInvalid={common.isInvalid}
          errorMessage={errorMessage}
          value={chosen}
          onChange={(next) => onChange(next)}
          className="wf-multi__group"
        >
          <div className="wf-multi__options">
            {shown.map((option) => (
              <Checkbox key={option.id} value={option.id}>
                {option.label}
              </Checkbox>
            ))}
          </div>
          <p className="wf-multi__count">{t`${chosen.length} selected`}</p>
        </CheckboxGroup>
      )}
    </div>
  );
}

/**
 * Choices in labelled groups (permissions by module): one react-aria CheckboxGroup per group
 * inside a group named by the field's label, so a screen reader announces both names; the
 * field's one error sits below all groups and describes the whole.
 */
function GroupedChoices(props: {
  label: string;
  options: readonly ChoiceOption[];
  chosen: readonly string[];
  onChange(value: unknown): void;
  isInvalid: boolean;
  errorMessage?: string;
}) {
  const { label, options, chosen, onChange, isInvalid, errorMessage } = props;
  const { t } = useLingui();
  const id = useId();
  const groups = new Map<string, ChoiceOption[]>();
  for (const option of options)
    groups.set(option.group ?? '', [...(groups.get(option.group ?? '') ?? []), option]);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={isInvalid ? `${id}-error` : undefined}
      className="wf-multi__group wf-multi__grouped"
    >
      <span id={`${id}-label`} className="checkbox-group__label">
        {label}
      </span>
      {[...groups].map(([group, members]) => {
        const ids = members.map((option) => option.id);
        return (
          <CheckboxGroup
            key={group}
            label={group}
            isInvalid={isInvalid}
            value={chosen.filter((value) => ids.includes(value))}
            onChange={(next) => onChange([...chosen.filter((value) => !ids.includes(value)), ...next])}
            className="wf-multi__module"
          >
            <div className="wf-multi__options">
              {members.map((option) => (
                <Checkbox key={option.id} value={option.id}>
                  {option.label}
                </Checkbox>
              ))}
            </div>
          </CheckboxGroup>
        );
      })}
      <p className="wf-multi__count">{t`${chosen.length} selected`}</p>
      {isInvalid && errorMessage && (
        <p id={`${id}-error`} className="field__error">
          {errorMessage}
        </p>
      )}
    </div>
  );
}

type Record_ = Record<string, unknown>;

/**
 * A list of records in a group named by the field's label: one group per record, named by the
 * item's name and its number, with a field per column and a button that removes it; a button
 * below adds one. The field's one error (the first of any record) sits below the list.
 */
function RowsField({
  label,
  description,
  errorMessage,
  control,
  value,
  onChange,
}: {
  label: string;
  description?: string;
  errorMessage?: string;
  control: Extract<FieldSpec['control'], { kind: 'rows' }>;
  value: unknown;
  onChange(value: unknown): void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const rows = Array.isArray(value) ? (value as Record_[]) : [];
  const item = i18n._(control.item);
  const keyOf = (column: FieldSpec) => column.path.slice(1);
  const change = (index: number, key: string, next: unknown) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [key]: next } : row)));
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={
        [description && `${id}-description`, errorMessage && `${id}-error`].filter(Boolean).join(' ') ||
        undefined
      }
      className="wf-rows"
    >
      <span id={`${id}-label`} className="field__label">
        {label}
      </span>
      {description && (
        <p id={`${id}-description`} className="field__description">
          {description}
        </p>
      )}
      {rows.map((row, index) => (
        <div key={index} role="group" aria-label={t`${item} ${index + 1}`} className="wf-rows__row">
          {control.columns.map((column) => (
            <FieldInput
              key={column.path}
              field={column}
              value={row[keyOf(column)]}
              onChange={(next) => change(index, keyOf(column), next)}
            />
          ))}
          <Button variant="quiet" onPress={() => onChange(rows.filter((_, at) => at !== index))}>
            {t`Remove ${item} ${index + 1}`}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onPress={() => onChange([...rows, {}])}>
        <Trans>Add {item}</Trans>
      </Button>
      {errorMessage && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
