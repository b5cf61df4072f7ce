// The quote request form. Field checks run in the browser with the same rules
// the server applies (features/quotations/quote-form.ts) and the catalogue's texts; the request then goes to
// the outbox, which sends it now or, offline, as soon as the device is back online.
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MasterData, Product } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { formatNumber } from '../../lib/format.ts';
import type { OutboxEntry } from './outbox.ts';
import {
  EMPTY_QUOTE,
  newQuotationId,
  quoteFieldProblem,
  quoteProblems,
  toQuotationRequest,
  type QuoteField,
  type QuoteFormValues,
  type QuoteProblem,
} from './quote-form.ts';
import type { Quotations } from './use-outbox.ts';
import { useSession } from '../../session/use-session.ts';
import { Button } from '../../ui/Button.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { Form } from '../../ui/Form.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { namesOf } from '../product/index.ts';
import { RadioField } from '../../ui/RadioField.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';

export function QuoteRequestForm({
  product,
  masterdata,
  quotations,
  onSent,
  testsPerYear,
}: {
  product: Product;
  masterdata: ReadonlyMap<string, MasterData>;
  quotations: Quotations;
  onSent(entry: OutboxEntry): void;
  /** Handed on by the cost calculator: the field starts with it. */
  testsPerYear?: number | undefined;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { user } = useSession();
  const tests = product.sub_products;
  const context = { testIds: tests.map((test) => test.id) };
  const [values, setValues] = useState<QuoteFormValues>(() => ({
    ...EMPTY_QUOTE,
    name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    email: user?.email ?? '',
    // The product alone: the dialog, the mail and the staff list already say "quote request".
    subject: product.name,
    sub_product_id: tests.length === 1 ? tests[0]!.id : '',
    tests_per_year: testsPerYear === undefined ? '' : String(testsPerYear),
  }));

  function text(problem: QuoteProblem): string {
    switch (problem.kind) {
      case 'required':
        return t`This field is required`;
      case 'select':
        return t`You must select an element`;
      case 'email':
        return t`Please enter a valid email address`;
      case 'date':
        return t`Please enter a valid date`;
      case 'whole_number':
        return t`Please enter a whole number`;
      case 'min':
        return t`The value must be at least ${problem.min}`;
      case 'max': {
        const max = formatNumber(problem.max, locale);
        return t`The value must be at most ${max}`;
      }
      case 'max_length':
        return t({
          message: plural(problem.max, {
            one: 'Please enter at most # character',
            other: 'Please enter at most # characters',
          }),
        });
    }
  }

  /** Value, change and checks of one field; the text shown is ours, never the browser's. */
  function bind(field: QuoteField) {
    const problem = (value: string) => quoteFieldProblem(field, value, context);
    return {
      name: field,
      value: values[field],
      onChange: (value: string) => setValues((previous) => ({ ...previous, [field]: value })),
      validate: (value: string | null) => {
        const found = problem(value ?? '');
        return found ? text(found) : null;
      },
      errorMessage: () => {
        const found = problem(values[field]);
        return found ? text(found) : '';
      },
    };
  }

  /**
   * A whole number typed as the page's language writes it ("1.200" on German pages, "1,200" on
   * English ones); the form keeps the digits, which the shared rules check.
   */
  function bindWholeNumber(field: 'devices_count' | 'tests_per_year') {
    const digits = (value: number) => (Number.isNaN(value) ? '' : String(value));
    const { name, value, onChange, validate } = bind(field);
    return {
      name,
      kind: 'integer' as const,
      value: value === '' ? Number.NaN : Number(value),
      onChange: (next: number) => onChange(digits(next)),
      validate: (next: number) => validate(digits(next)),
    };
  }

  // The fields show their own problems; a request with any is not sent. Offline it waits in the
  // outbox, so the send itself is not refused here.
  const { pending: sending, onSubmit } = useFormSubmit({
    async send() {
      if (sending || Object.keys(quoteProblems(values, context)).length > 0) return;
      const entry = await quotations.submit(
        toQuotationRequest(values, { id: newQuotationId(), productId: product.id }),
      );
      onSent(entry);
    },
  });

  const testOptions = tests.map((test) => {
    const sampleType = namesOf([test.sample_type_id], masterdata, locale)[0];
    return { value: test.id, label: sampleType ? `${test.name} (${sampleType})` : test.name };
  });

  return (
    <Form onSubmit={onSubmit} className="quote-form">
      <p className="field__description">
        <Trans>
          Fields marked as required must be filled in. Offline, the request is kept on this device and sent as
          soon as you are online again.
        </Trans>
      </p>
      <div className="quote-form__grid">
        <TextField {...bind('name')} label={t`Name`} autoComplete="name" isRequired />
        <TextField {...bind('company')} label={t`Company or institution`} autoComplete="organization" />
        <TextField {...bind('email')} label={t`Email`} type="email" autoComplete="email" isRequired />
        <TextField {...bind('phone')} label={t`Phone`} type="tel" autoComplete="tel" />
      </div>
      <TextField {...bind('subject')} label={t`Subject`} isRequired />
      <TextAreaField {...bind('message')} label={t`Message`} isRequired />
      <div className="quote-form__grid">
        <NumberField {...bindWholeNumber('devices_count')} label={t`Number of devices`} isRequired />
        <DateField
          name="planned_purchase_date"
          value={values.planned_purchase_date}
          onChange={bind('planned_purchase_date').onChange}
          label={t`Planned purchase date`}
        />
        <NumberField
          {...bindWholeNumber('tests_per_year')}
          label={t`Tests per year`}
          description={t`An estimate is enough.`}
        />
      </div>
      {tests.length > 0 && (
        <RadioField
          {...bind('sub_product_id')}
          label={t`Test (sub-product)`}
          options={testOptions}
          isRequired
        />
      )}
      <TextAreaField {...bind('additional_info')} label={t`Additional information`} rows={3} />
      <Button type="submit" isPending={sending} className="form__submit">
        <Trans>Send quote request</Trans>
      </Button>
    </Form>
  );
}
