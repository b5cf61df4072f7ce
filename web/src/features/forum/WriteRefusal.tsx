// What premium readers who are not verified see where others write: the spec's 403 text, and how
// to become a verified writer.
import { Trans } from '@lingui/react/macro';
import { message } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useRoutePath } from '../../routes/navigation.ts';
import { Link } from '../../ui/Link.tsx';

export function WriteRefusal() {
  const locale = useLocale();
  const path = useRoutePath();
  return (
    <div className="forum__refusal" role="note">
      <p>{message('error.forum.403', locale)}</p>
      <p>
        <Trans>Verified healthcare professionals write in the forum.</Trans>{' '}
        <Link href={path('ds.profile')}>
          <Trans>Request verification in your profile</Trans>
        </Link>
      </p>
    </div>
  );
}
