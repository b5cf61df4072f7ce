// The registration form's values, the shared rules (@poct/schemas registrationErrors) checked
// before sending, and the server's answer per field when it refuses.
import { registrationErrors, type Locale, type RegistrationInput } from '@poct/schemas';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { messagesByField, useFormValues } from '../../ui/form-values.ts';

export type RegisterValues = Omit<
  RegistrationInput,
  'language' | 'doctor_id_type' | 'accept_terms' | 'confirm_professional'
> & {
  doctor_id_type: RegistrationInput['doctor_id_type'] | '';
  accept_terms: boolean;
  confirm_professional: boolean;
};

export const EMPTY_REGISTRATION: RegisterValues = {
  user_type: 'hcp',
  username: '',
  email: '',
  email_confirm: '',
  password: '',
  password_confirm: '',
  first_name: '',
  last_name: '',
  country: '',
  city: '',
  institution: '',
  position: '',
  company: '',
  doctor_id: '',
  doctor_id_type: 'lanr',
  accept_terms: false,
  confirm_professional: false,
  newsletter: false,
  opt_share_institution: false,
  opt_show_real_name: false,
};

function input(values: RegisterValues, locale: Locale): Record<string, unknown> {
  const { doctor_id_type, ...rest } = values;
  return { ...rest, ...(doctor_id_type ? { doctor_id_type } : {}), language: locale };
}

export function useRegister(locale: Locale, onDone: (values: RegisterValues) => void) {
  const form = useFormValues<RegisterValues>(EMPTY_REGISTRATION);
  const api = useAccountApi();
  const { errors, pending, onSubmit } = useFormSubmit({
    focusInvalid: true,
    check: () => messagesByField(registrationErrors(input(form.values, locale)), locale),
    async send() {
      await api.register(input(form.values, locale));
      onDone(form.values);
    },
  });

  return { ...form, errors, pending, onSubmit };
}
