// Registration as healthcare professional or as commercial user. The
// shared rules run on submit; each message sits beside its field and focus moves to the first
// field at fault. A healthcare professional with a private email needs a doctor ID.
import { Trans, useLingui } from '@lingui/react/macro';
import { isPrivateEmail } from '@poct/schemas';
import { useLocale, useLocalizePath } from '../../i18n/use-locale.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { Link } from '../../ui/Link.tsx';
import { fieldBinding } from '../../ui/form-values.ts';
import { TextField } from '../../ui/TextField.tsx';
import { CheckField } from '../../ui/CheckField.tsx';
import { ConfirmProfessionalField } from './ConfirmProfessionalField.tsx';
import { DOCTOR_ID_TYPE_LABELS, DOCTOR_ID_TYPES } from '../../session/doctor-id-types.ts';
import { ChoiceField } from '../../ui/ChoiceField.tsx';
import { useRegister, type RegisterValues } from './use-register.ts';

export function RegisterForm({ onDone }: { onDone: (values: RegisterValues) => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const localize = useLocalizePath();
  const { values, set, errors, pending, onSubmit } = useRegister(locale, onDone);
  const hcp = values.user_type === 'hcp';
  const privateEmail = hcp && isPrivateEmail(values.email);

  const bind = fieldBinding(values, set, errors);
  const text = (name: keyof RegisterValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField {...bind(name)} label={label} {...extra} />
  );

  return (
    <Form validationBehavior="aria" onSubmit={onSubmit} className="account-form">
      <ChoiceField
        name="user_type"
        label={t`I register as`}
        value={values.user_type}
        onChange={(value) => set('user_type')(value as RegisterValues['user_type'])}
        options={[
          { id: 'hcp', label: t`Healthcare professional` },
          { id: 'commercial', label: t`Commercial user (industry, service provider, distributor)` },
        ]}
        error={errors.user_type}
      />
      {!hcp && (
        <p className="account-status">
          <Trans>
            We will contact you about premium access and prices for commercial users after you have confirmed
            your email address.
          </Trans>
        </p>
      )}
      <fieldset>
        <legend>
          <Trans>Your account</Trans>
        </legend>
        {text('username', t`Username`, {
          description: t`Lowercase letters and digits only`,
          autoComplete: 'username',
        })}
        <div className="account-form__row">
          {text('email', t`Email`, { type: 'email', autoComplete: 'email' })}
          {text('email_confirm', t`Repeat email`, { type: 'email', autoComplete: 'email' })}
        </div>
        <div className="account-form__row">
          {text('password', t`Password`, {
            type: 'password',
            autoComplete: 'new-password',
            description: t`At least 8 characters`,
          })}
          {text('password_confirm', t`Repeat password`, { type: 'password', autoComplete: 'new-password' })}
        </div>
      </fieldset>
      <fieldset>
        <legend>
          <Trans>About you</Trans>
        </legend>
        <div className="account-form__row">
          {text('first_name', t`First name`, { autoComplete: 'given-name' })}
          {text('last_name', t`Last name`, { autoComplete: 'family-name' })}
        </div>
        {hcp ? (
          <div className="account-form__row">
            {text('institution', t`Institution or workplace`, { autoComplete: 'organization' })}
            {text('position', t`Position`, { autoComplete: 'organization-title' })}
          </div>
        ) : (
          <div className="account-form__row">
            {text('company', t`Company`, { autoComplete: 'organization' })}
            {text('position', t`Position`, { autoComplete: 'organization-title' })}
          </div>
        )}
        <div className="account-form__row">
          {text('city', t`City`, { autoComplete: 'address-level2' })}
          {text('country', t`Country`, { autoComplete: 'country-name' })}
        </div>
      </fieldset>
      {hcp && (
        <fieldset>
          <legend>
            <Trans>Doctor ID</Trans>
          </legend>
          <p className="muted">
            {privateEmail ? (
              <Trans>
                You are using a private email address: please enter your doctor ID so that we can verify you.
              </Trans>
            ) : (
              <Trans>
                With a work email address that we can verify online, the doctor ID is optional; it speeds up
                verification.
              </Trans>
            )}
          </p>
          <ChoiceField
            name="doctor_id_type"
            label={t`Kind of doctor ID`}
            value={values.doctor_id_type || undefined}
            onChange={(value) => set('doctor_id_type')(value as RegisterValues['doctor_id_type'])}
            options={DOCTOR_ID_TYPES.map((id) => ({ id, label: i18n._(DOCTOR_ID_TYPE_LABELS[id]) }))}
            error={errors.doctor_id_type}
          />
          {text('doctor_id', t`Doctor ID`, { inputMode: 'text', isRequired: privateEmail })}
        </fieldset>
      )}
      <fieldset>
        <legend>
          <Trans>Consent</Trans>
        </legend>
        <CheckField
          name="accept_terms"
          isSelected={values.accept_terms}
          onChange={set('accept_terms')}
          error={errors.accept_terms}
        >
          <Trans>
            I accept the <Link href={localize('/about/terms')}>terms of use</Link> and the{' '}
            <Link href={localize('/about/privacy')}>privacy policy</Link>.
          </Trans>
        </CheckField>
        {hcp && (
          <ConfirmProfessionalField
            isSelected={values.confirm_professional}
            onChange={set('confirm_professional')}
            error={errors.confirm_professional}
          />
        )}
        <CheckField name="newsletter" isSelected={values.newsletter === true} onChange={set('newsletter')}>
          <Trans>Send me the newsletter (optional).</Trans>
        </CheckField>
        <CheckField
          name="opt_share_institution"
          isSelected={values.opt_share_institution === true}
          onChange={set('opt_share_institution')}
        >
          <Trans>Show my institution to other users.</Trans>
        </CheckField>
        <CheckField
          name="opt_show_real_name"
          isSelected={values.opt_show_real_name === true}
          onChange={set('opt_show_real_name')}
        >
          <Trans>Show my real name instead of my username.</Trans>
        </CheckField>
      </fieldset>
      <Button type="submit" isPending={pending} className="form__submit">
        <Trans>Register</Trans>
      </Button>
    </Form>
  );
}
