import { Trans } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import { rememberChosenPlan } from '../payments/index.ts';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Link } from '../../ui/Link.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import '../../styles/account-forms.css';

export default function RegisterPage() {
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [params] = useSearchParams();
  const planId = params.get('plan');
  return (
    <section className="page page--form">
      <h1>
        <Trans>Register</Trans>
      </h1>
      <p>
        <Trans>
          Premium access is free for verified healthcare professionals: filters, product details, publications
          and comparison reports.
        </Trans>
      </p>
      <RegisterForm
        onDone={(values) => {
          // Registration with a payment redirect: the chosen plan waits for the first sign-in.
          rememberChosenPlan(planId);
          void navigate(localize('/register-success'), {
            state: { email: values.email.trim(), type: values.user_type },
          });
        }}
      />
      <p>
        <Trans>
          Already registered? <Link href={localize('/login')}>Log in</Link>
        </Trans>
      </p>
    </section>
  );
}
