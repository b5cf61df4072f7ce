// Asking for verification from the profile (users who registered earlier, or were rejected):
// doctor ID (needed with a private email; LANR and GLN check digits are checked), institution,
// and the healthcare-professional confirmation. The request goes to staff.
import { Trans, useLingui } from '@lingui/react/macro';
import { doctorIdRuleErrors, fieldError, type DoctorIdType, type ValidationError } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import type { SessionUser } from '../../session/types.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { useSessionStore } from '../../session/use-session.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { ConfirmProfessionalField } from './ConfirmProfessionalField.tsx';
import { DOCTOR_ID_TYPE_LABELS, DOCTOR_ID_TYPES } from '../../session/doctor-id-types.ts';
import { ChoiceField } from '../../ui/ChoiceField.tsx';
import { messagesByField, useFormValues } from '../../ui/form-values.ts';

export function VerificationRequestForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const api = useAccountApi();
  const session = useSessionStore();
  const { values, set } = useFormValues({
    doctor_id_type: (user.doctor_id_type ?? 'lanr') as DoctorIdType,
    doctor_id: user.doctor_id ?? '',
    institution: user.institution ?? '',
    position: user.position ?? '',
    confirm_professional: false,
  });
  const { errors, pending, onSubmit } = useFormSubmit({
    check() {
      const found: ValidationError[] = doctorIdRuleErrors({ email: user.email, ...values });
      if (values.institution.trim() === '')
        found.push(fieldError('/institution', 'validation.required', 'missing'));
      if (!values.confirm_professional)
        found.push(fieldError('/confirm_professional', 'validation.hcp_confirmation', 'missing'));
      return messagesByField(found, locale);
    },
    async send() {
      session.setUser(await api.requestVerification(values));
    },
  });

  return (
    <Form
      validationBehavior="aria"
      onSubmit={onSubmit}
      className="account-form"
      aria-labelledby="verification-request"
    >
      <h2 id="verification-request">
        <Trans>Request verification</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Verified healthcare professionals get premium access free of charge. With a private email address we
          need your doctor ID.
        </Trans>
      </p>
      <ChoiceField
        name="doctor_id_type"
        label={t`Kind of doctor ID`}
        value={values.doctor_id_type}
        onChange={(value) => set('doctor_id_type')(value as DoctorIdType)}
        options={DOCTOR_ID_TYPES.map((id) => ({ id, label: i18n._(DOCTOR_ID_TYPE_LABELS[id]) }))}
        error={errors.doctor_id_type}
      />
      <div className="account-form__row">
        <TextField
          name="doctor_id"
          label={t`Doctor ID`}
          value={values.doctor_id}
          onChange={set('doctor_id')}
          isInvalid={!!errors.doctor_id}
          errorMessage={errors.doctor_id}
        />
        <TextField
          name="institution"
          label={t`Institution or workplace`}
          value={values.institution}
          onChange={set('institution')}
          isInvalid={!!errors.institution}
          errorMessage={errors.institution}
        />
        <TextField name="position" label={t`Position`} value={values.position} onChange={set('position')} />
      </div>
      <ConfirmProfessionalField
        isSelected={values.confirm_professional}
        onChange={set('confirm_professional')}
        error={errors.confirm_professional}
      />
      <Button type="submit" isPending={pending} className="form__submit">
        <Trans>Send verification request</Trans>
      </Button>
    </Form>
  );
}
