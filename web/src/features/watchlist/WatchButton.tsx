// Watch a product: while the user has premium, staff's changes to it (price, time to result,
// sample volume, connectivity, regulatory status, availability, a new publication or safety
// notice) become alerts. Works offline: the watch is stored on the device and reaches the server
// with the next sync.
import { useLingui } from '@lingui/react/macro';
import { ToggleButton } from '../../ui/ToggleButton.tsx';
import { useWatchlist } from './use-watchlist.ts';

export function WatchButton({ productId, productName }: { productId: string; productName: string }) {
  const { t } = useLingui();
  const watchlist = useWatchlist();
  if (!watchlist) return null;
  const selected = watchlist.has(productId);
  return (
    <ToggleButton
      isSelected={selected}
      onChange={() => void watchlist.toggle(productId)}
      aria-label={selected ? t`Stop watching ${productName}` : t`Watch ${productName} for changes`}
      className="watch-button"
    >
      <span aria-hidden="true">{selected ? '🔔' : '🔕'}</span>
    </ToggleButton>
  );
}
