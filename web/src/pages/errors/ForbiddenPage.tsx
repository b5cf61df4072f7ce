import { useLingui } from '@lingui/react/macro';
import { ErrorView } from './ErrorView.tsx';

/** A signed-in user without the permission or plan a page needs. */
export function ForbiddenPage() {
  const { t } = useLingui();
  return (
    <ErrorView
      statusCode={403}
      statusMessage={t`Access denied`}
      description={t`You do not have permission to access this resource.`}
    />
  );
}
