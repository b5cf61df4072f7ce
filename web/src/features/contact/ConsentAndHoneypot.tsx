// The end of every public form (contact, demo booking): the honeypot (Honeypot.tsx) and the
// privacy consent, whose text names what the visitor's details are processed for and links the
// data protection notice. The server refuses a form without the consent (@poct/schemas
// `privacy_consent`) and takes one with the honeypot filled for spam.
import { Trans } from '@lingui/react/macro';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { CheckField } from '../../ui/CheckField.tsx';
import { Link } from '../../ui/Link.tsx';
import { Honeypot } from './Honeypot.tsx';

export interface ConsentAndHoneypotValues {
  /** The honeypot: a person never sees it, so it stays empty. */
  website: string;
  privacy_consent: boolean;
}

/** The setter of `useFormValues` (ui/form-values.ts) for the two fields. */
interface Setter {
  (name: 'website'): (value: string) => void;
  (name: 'privacy_consent'): (value: boolean) => void;
}

export function ConsentAndHoneypot({
  form,
  values,
  set,
  error,
}: {
  /** Which form: names the honeypot (`poct_hp_<form>`) and the purpose in the consent text. */
  form: 'contact' | 'demo';
  values: ConsentAndHoneypotValues;
  set: Setter;
  error: string | undefined;
}) {
  const localize = useLocalizePath();
  const notice = localize('/about/data-protection');
  return (
    <>
      <Honeypot name={`poct_hp_${form}`} value={values.website} onChange={set('website')} />
      <CheckField
        name="privacy_consent"
        isSelected={values.privacy_consent}
        onChange={set('privacy_consent')}
        error={error}
      >
        {form === 'contact' ? (
          <Trans>
            I agree that my details are processed to answer my message, as described in the{' '}
            <Link href={notice}>data protection notice</Link>.
          </Trans>
        ) : (
          <Trans>
            I agree that my details are processed to arrange the demo, as described in the{' '}
            <Link href={notice}>data protection notice</Link>.
          </Trans>
        )}
      </CheckField>
    </>
  );
}
