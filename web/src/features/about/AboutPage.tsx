import { Trans } from '@lingui/react/macro';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Link } from '../../ui/Link.tsx';

export default function AboutPage() {
  const localize = useLocalizePath();
  return (
    <article className="page prose" aria-labelledby="about-title">
      <h1 id="about-title">
        <Trans>About us</Trans>
      </h1>
      <p className="lead">
        <Trans>
          POCT Atlas is an independent information and comparison platform for in-vitro diagnostic products,
          mainly point-of-care devices, for healthcare professionals in Germany, Austria and Switzerland.
        </Trans>
      </p>
      <h2>
        <Trans>Why we built it</Trans>
      </h2>
      <p>
        <Trans>
          Choosing a point-of-care device means reading brochures, studies and price lists from many
          suppliers. We bring them together: every device with its tests, sample types and volumes, time to
          result, connectivity, prices and the publications on it, rated with a signal colour.
        </Trans>
      </p>
      <h2>
        <Trans>Independent by design</Trans>
      </h2>
      <p>
        <Trans>
          No manufacturer pays for its place in the search or in a comparison. Advertising appears only in
          marked banners. Commercial users can register too; we contact them about premium access and prices.
        </Trans>
      </p>
      <h2 id="contact">
        <Trans>Contact</Trans>
      </h2>
      <p>
        <Trans>
          Questions, corrections to a product, or an offer by invoice for your institution: write to{' '}
          <a href="mailto:kontakt@poct-atlas.example">kontakt@poct-atlas.example</a>.
        </Trans>
      </p>
      <ul className="page__links">
        <li>
          <Link href={localize('/about/imprint')}>
            <Trans>Imprint</Trans>
          </Link>
        </li>
        <li>
          <Link href={localize('/about/data-protection')}>
            <Trans>Data protection</Trans>
          </Link>
        </li>
        <li>
          <Link href={localize('/pricing')}>
            <Trans>Pricing</Trans>
          </Link>
        </li>
      </ul>
    </article>
  );
}
