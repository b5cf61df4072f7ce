// The create and edit form of every workspace entity, drawn from its field descriptions. The
// page supplies the starting value, how to check it and how to save it; this component keeps
// the draft, shows each error beside its field (and a summary for screen readers), moves focus
// to the first field in error and guards unsaved changes.
import { useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { FieldInput } from './FieldInput.tsx';
import type { FieldSpec } from './field-spec.ts';
import { getAt, setAt, type Doc } from './pointer.ts';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';
import { useFieldMessage } from './use-field-message.ts';
import { hasErrors, NO_ERRORS, normalizeDraft, type FormErrors } from './validation.ts';
import './workspace-forms.css';

export interface EntityFormProps<T extends Doc> {
  fields: readonly FieldSpec[];
  initial: T;
  /** Checks the draft (after `normalizeDraft`: empty optional fields dropped) and reports errors by field. */
  validate(draft: T): FormErrors;
  /** Stores the draft; answers the errors the store refused it with, or none. */
  save(draft: T): Promise<FormErrors>;
  onSaved(draft: T): void;
  submitLabel: string;
  /** Shown beside the buttons, e.g. a cancel link. */
  actions?: ReactNode;
  /** Shown above the fields, e.g. a warning about the document. */
  notice?: (draft: T) => ReactNode;
}

interface Section {
  title?: FieldSpec['section'];
  fields: FieldSpec[];
}

function sections(fields: readonly FieldSpec[]): Section[] {
  const result: Section[] = [];
  for (const field of fields) {
    const last = result.at(-1);
    // By message id: each `msg` call makes a new descriptor, so fields that repeat their
    // section's heading (the plan form) still share one box.
    if (last && (field.section === undefined || field.section.id === last.title?.id)) last.fields.push(field);
    else result.push({ title: field.section, fields: [field] });
  }
  return result;
}

export function EntityForm<T extends Doc>(props: EntityFormProps<T>) {
  const { fields, initial, validate, save, onSaved, submitLabel, actions, notice } = props;
  const { t, i18n } = useLingui();
  const text = useFieldMessage();
  const [draft, setDraft] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [dirty, setDirty] = useState(false);
  const unsaved = useRef(false);
  const formRef = useRef<HTMLDivElement>(null);

  function change(path: string, value: unknown) {
    setDraft((current) => setAt(current, path, value));
    unsaved.current = true;
    setDirty(true);
    if (errors.fields[path]) {
      const { [path]: _fixed, ...rest } = errors.fields;
      setErrors({ ...errors, fields: rest });
    }
  }

  function focusFirstError(found: FormErrors) {
    const first = fields.find((field) => found.fields[field.path]);
    if (!first) return;
    // After React has drawn the messages: the first invalid control takes focus.
    requestAnimationFrame(() => {
      formRef.current
        ?.querySelector(`[data-field="${first.path}"]`)
        ?.querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"]), textarea, button')
        ?.focus();
    });
  }

  // The form kit's submit and pending; errors here are keyed per field path (FormErrors), and
  // `save` answers the server's refusal in them (people/server-errors.ts, plans/save-record.ts).
  const { pending: saving, onSubmit } = useFormSubmit({
    async send() {
      if (saving) return;
      const ready = normalizeDraft(fields, draft);
      const found = validate(ready);
      setErrors(found);
      if (hasErrors(found)) {
        focusFirstError(found);
        return;
      }
      const refused = await save(ready);
      setErrors(refused);
      if (hasErrors(refused)) {
        focusFirstError(refused);
        return;
      }
      unsaved.current = false;
      setDirty(false);
      onSaved(ready);
    },
  });

  const count = Object.keys(errors.fields).length + errors.form.length;
  return (
    <div ref={formRef} className="wf-form">
      <Form onSubmit={onSubmit} validationBehavior="aria">
        <UnsavedChangesGuard dirty={unsaved} />
        {notice?.(draft)}
        <div role="alert" className="wf-summary">
          {count > 0 && (
            <>
              <p className="form__error">
                {t({
                  message: plural(count, {
                    one: 'Please correct # field.',
                    other: 'Please correct # fields.',
                  }),
                })}
              </p>
              {errors.form.length > 0 && (
                <ul>
                  {errors.form.map((error, index) => (
                    <li key={index}>{text(error)}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
        {sections(fields).map((section, index) => (
          <fieldset key={index} className="wf-section">
            {section.title && <legend>{i18n._(section.title)}</legend>}
            <div className="wf-grid">
              {section.fields.map((field) => (
                <FieldInput
                  key={field.path}
                  field={field}
                  value={getAt(draft, field.path)}
                  onChange={(value) => change(field.path, value)}
                  error={text(errors.fields[field.path])}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <div className="wf-actions">
          <Button type="submit" isPending={saving}>
            {submitLabel}
          </Button>
          {actions}
        </div>
        {dirty && (
          <p className="wf-dirty" aria-live="polite">
            <Trans>Unsaved changes</Trans>
          </p>
        )}
      </Form>
    </div>
  );
}
