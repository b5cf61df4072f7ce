// "How we check reviews", beside every rating (UWG §5b(3): say whether and how reviews are checked).
import { Trans } from '@lingui/react/macro';
import { routePath } from '@poct/schemas';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Link } from '../../ui/Link.tsx';

export function ChecksLink() {
  const localize = useLocalizePath();
  return (
    <Link href={localize(routePath('reviews.checks'))} className="reviews__checks-link">
      <Trans>How we check reviews</Trans>
    </Link>
  );
}
