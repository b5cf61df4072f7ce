// The star on search results and product pages. Works offline: the change is stored on the
// device and reaches the server with the next sync.
import { useLingui } from '@lingui/react/macro';
import { ToggleButton } from '../../ui/ToggleButton.tsx';
import { useFavourites } from './use-favourites.ts';

export function FavouriteButton({ productId, productName }: { productId: string; productName?: string }) {
  const { t } = useLingui();
  const favourites = useFavourites();
  if (!favourites) return null;
  const selected = favourites.has(productId);
  const label = productName
    ? selected
      ? t`Remove ${productName} from favourites`
      : t`Add ${productName} to favourites`
    : selected
      ? t`Remove from favourites`
      : t`Add to favourites`;
  return (
    <ToggleButton
      isSelected={selected}
      onChange={() => void favourites.toggle(productId)}
      aria-label={label}
      className="favourite-button"
    >
      <span aria-hidden="true">{selected ? '★' : '☆'}</span>
    </ToggleButton>
  );
}
