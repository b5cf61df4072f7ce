import { useLingui } from '@lingui/react/macro';
import { ProgressBar } from '../ui/ProgressBar.tsx';

/** Shown while a page's chunk loads or the saved session is being confirmed. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <div className="page-loading">
      <ProgressBar label={t`Loading…`} hideLabel />
    </div>
  );
}
