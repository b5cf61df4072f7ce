// "Compare" on a search result: adds the product to the comparison selection or takes it out.
// A full selection refuses the product and says why, next to the box the user just pressed.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../ui/CheckboxGroup.tsx';
import { useComparison } from './use-comparison.ts';
import './compare.css';

export function CompareToggle({ productId, productName }: { productId: string; productName: string }) {
  const { t } = useLingui();
  const comparison = useComparison();
  if (!comparison) return null;
  const max = comparison.max;
  return (
    <div className="compare-toggle">
      <Checkbox
        isSelected={comparison.has(productId)}
        onChange={() => comparison.toggle(productId)}
        aria-label={t`Compare ${productName}`}
      >
        <Trans>Compare</Trans>
      </Checkbox>
      {comparison.refused === productId && (
        <p role="alert" className="compare-toggle__full">
          <Plural
            value={max}
            one="At most # product can be compared. Remove one from the comparison first."
            other="At most # products can be compared. Remove one from the comparison first."
          />
        </p>
      )}
    </div>
  );
}
