// One advertisement banner, labelled "Anzeige" / "Advertisement" as the law on advertising asks
// (with "Informationen für Fachkreise" when it is for professionals only), linked through the server's click redirect (`rel="sponsored"`). While loading, when there is
// no banner for this visitor or the request failed, the slot takes no room.
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isAdClickPath, safeUrl, type AdSlot as Slot } from '@poct/schemas';
import { ProfessionalsNotice } from '../../ui/ProfessionalsNotice.tsx';
import { useAd } from './use-ad.ts';
import './ads.css';

// How wide each slot's image is drawn, for the browser's pick from `srcset`.
const ASIDE_SIZES = '16rem';
const FOOTER_SIZES = '(max-width: 64rem) 100vw, 64rem';

export function AdSlot({ slot, page }: { slot: Slot; page: string }) {
  const { t } = useLingui();
  const labelId = useId();
  const ad = useAd(slot, page);
  // Only our own uploads as the image, only our click redirect as the link (the URL policy).
  const images = ad?.images.filter((image) => safeUrl('image', image.url)) ?? [];
  if (!ad || images.length === 0 || !isAdClickPath(ad.href)) return null;
  const largest = images.at(-1)!;
  const company = ad.company;
  return (
    <aside className={`ad ad--${slot}`} aria-labelledby={labelId} data-ad-slot={slot}>
      <p id={labelId} className="ad__label">
        {t`Advertisement`}
        {ad.for_professionals && (
          <span className="ad__audience">
            {' · '}
            <ProfessionalsNotice />
          </span>
        )}
      </p>
      {/* A plain link: the redirect is the server's (/api/ads/click/…), not a page of the app. */}
      <a className="ad__link" href={ad.href} rel="sponsored noopener">
        <img
          className="ad__image"
          src={largest.url}
          srcSet={images.map((image) => `${image.url} ${image.width}w`).join(', ')}
          sizes={slot === 'aside' ? ASIDE_SIZES : FOOTER_SIZES}
          alt={t`Advertisement by ${company}`}
          decoding="async"
        />
      </a>
    </aside>
  );
}
