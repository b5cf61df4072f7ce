// The user's own data and opt-ins. Saved data comes back from the server and
// replaces the session's copy.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { message } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import type { SessionUser } from '../../session/types.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { useSessionStore } from '../../session/use-session.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CheckField } from '../../ui/CheckField.tsx';
import { ChoiceField } from '../../ui/ChoiceField.tsx';
import { useFormValues } from '../../ui/form-values.ts';

const TEXTS = ['first_name', 'last_name', 'institution', 'position', 'company', 'city', 'country'] as const;

function valuesOf(user: SessionUser) {
  return {
    ...Object.fromEntries(TEXTS.map((field) => [field, user[field] ?? ''])),
    opt_share_institution: user.opt_share_institution === true,
    opt_show_real_name: user.opt_show_real_name === true,
    opt_newsletter: user.opt_newsletter === true,
    language: user.language,
    alert_digest: user.alert_digest ?? 'off',
  } as Record<(typeof TEXTS)[number], string> & {
    opt_share_institution: boolean;
    opt_show_real_name: boolean;
    opt_newsletter: boolean;
    language: string;
    alert_digest: string;
  };
}

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const locale = useLocale();
  const api = useAccountApi();
  const session = useSessionStore();
  const { values, set } = useFormValues(valuesOf(user));
  const [saved, setSaved] = useState(false);
  const labels: Record<(typeof TEXTS)[number], string> = {
    first_name: t`First name`,
    last_name: t`Last name`,
    institution: t`Institution or workplace`,
    position: t`Position`,
    company: t`Company`,
    city: t`City`,
    country: t`Country`,
  };

  const { errors, pending, onSubmit } = useFormSubmit({
    check() {
      setSaved(false);
      const missing = (['first_name', 'last_name'] as const).filter((field) => values[field].trim() === '');
      return Object.fromEntries(missing.map((field) => [field, message('validation.required', locale)]));
    },
    async send() {
      session.setUser(await api.updateProfile(values));
      setSaved(true);
    },
  });

  return (
    <Form
      validationBehavior="aria"
      onSubmit={onSubmit}
      className="account-form"
      aria-labelledby="profile-data"
    >
      <h2 id="profile-data">
        <Trans>Your data</Trans>
      </h2>
      <div className="account-form__row">
        <TextField label={t`Username`} value={user.username} isReadOnly />
        <TextField label={t`Email`} value={user.email} isReadOnly />
      </div>
      <div className="account-form__row">
        {TEXTS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={labels[field]}
            value={values[field]}
            onChange={set(field)}
            isInvalid={!!errors[field]}
            errorMessage={errors[field]}
          />
        ))}
      </div>
      <ChoiceField
        name="language"
        label={t`Language of our emails`}
        value={values.language}
        onChange={set('language')}
        options={[
          { id: 'de', label: t`German` },
          { id: 'en', label: t`English` },
        ]}
      />
      <ChoiceField
        name="alert_digest"
        label={t`Alerts about watched products by email`}
        value={values.alert_digest}
        onChange={set('alert_digest')}
        options={[
          { id: 'off', label: t`Off` },
          { id: 'daily', label: t`Daily` },
          { id: 'weekly', label: t`Weekly` },
        ]}
      />
      <CheckField
        name="opt_share_institution"
        isSelected={values.opt_share_institution}
        onChange={set('opt_share_institution')}
      >
        <Trans>Show my institution to other users.</Trans>
      </CheckField>
      <CheckField
        name="opt_show_real_name"
        isSelected={values.opt_show_real_name}
        onChange={set('opt_show_real_name')}
      >
        <Trans>Show my real name instead of my username.</Trans>
      </CheckField>
      <CheckField name="opt_newsletter" isSelected={values.opt_newsletter} onChange={set('opt_newsletter')}>
        <Trans>Send me the newsletter.</Trans>
      </CheckField>
      <Button type="submit" isPending={pending} className="form__submit">
        <Trans>Save</Trans>
      </Button>
      <div role="status">
        {saved && (
          <p className="account-status">
            <Trans>Your profile has been saved.</Trans>
          </p>
        )}
      </div>
    </Form>
  );
}
