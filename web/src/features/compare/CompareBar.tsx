// The comparison selection under the search results: how many products are chosen (of how many
// allowed), clear, and one click to the report. Shown only while something is selected.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { useComparison } from './use-comparison.ts';
import './compare.css';

export function CompareBar() {
  const { t } = useLingui();
  const localize = useLocalizePath();
  const comparison = useComparison();
  if (!comparison || comparison.ids.length === 0) return null;
  const { max } = comparison;
  const count = comparison.ids.length;
  return (
    <aside className="compare-bar" aria-label={t`Comparison`}>
      <p role="status" className="compare-bar__count">
        {t({
          message: plural(max, {
            one: `${count} of # product selected for comparison.`,
            other: `${count} of # products selected for comparison.`,
          }),
        })}
        {comparison.full && (
          <>
            {' '}
            <Trans>The limit is reached.</Trans>
          </>
        )}
      </p>
      <div className="compare-bar__actions">
        <Button variant="secondary" onPress={comparison.clear}>
          <Trans>Clear selection</Trans>
        </Button>
        <Link href={localize('/compare')} variant="button">
          <Trans>Open comparison report</Trans>
        </Link>
      </div>
    </aside>
  );
}
