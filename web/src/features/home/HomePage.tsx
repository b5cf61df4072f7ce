// The home page: what POCT Atlas is, the product video with captions, what premium gives (with
// prices from the server's plans), the latest posts, voices of readers and the FAQ.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale, useLocalizePath } from '../../i18n/use-locale.ts';
import { PremiumPath, PremiumBenefits, premiumPriceSummary, usePlans } from '../payments/index.ts';
import { useSession } from '../../session/use-session.ts';
import { Link } from '../../ui/Link.tsx';
import { LatestPosts } from '../posts/index.ts';
import { Faq } from './Faq.tsx';
import { ProductVideo } from './ProductVideo.tsx';
import { Testimonials } from './Testimonials.tsx';
import './home.css';

export default function HomePage() {
  const localize = useLocalizePath();
  const { user } = useSession();
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title">
          <Trans>Point-of-care diagnostics, compared independently</Trans>
        </h1>
        <p className="lead">
          <Trans>
            POCT Atlas helps doctors, nurses, laboratories and procurement in Germany, Austria and Switzerland
            find, compare and assess point-of-care devices: over 400 products with their tests, prices and the
            evidence on them, also offline.
          </Trans>
        </p>
        <div className="home__cta">
          <Link href={localize('/search')} variant="button">
            <Trans>Search the catalogue</Trans>
          </Link>
          {/* Registration is for guests; a signed-in reader's way to premium is PremiumPath. */}
          {user ? (
            !user.premium && <PremiumPath />
          ) : (
            <Link href={localize('/register')} variant="button">
              <Trans>Register for free</Trans>
            </Link>
          )}
        </div>
      </section>

      <section className="home__section" aria-labelledby="video-title">
        <h2 id="video-title">
          <Trans>POCT Atlas in eight seconds</Trans>
        </h2>
        <ProductVideo />
      </section>

      <section className="home__section" aria-labelledby="premium-title">
        <h2 id="premium-title">
          <Trans>What premium gives you</Trans>
        </h2>
        <p>
          <Trans>
            A free account searches the catalogue and sees the first two results. Premium is free for verified
            healthcare professionals and opens everything else:
          </Trans>
        </p>
        <PremiumBenefits />
        <PremiumPrices />
      </section>

      <LatestPosts className="home__section" />

      <section className="home__section" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title">
          <Trans>What readers say</Trans>
        </h2>
        <Testimonials />
      </section>

      <section className="home__section" aria-labelledby="faq-title">
        <h2 id="faq-title">
          <Trans>Frequently asked questions</Trans>
        </h2>
        <Faq />
      </section>
    </div>
  );
}

function PremiumPrices() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const localize = useLocalizePath();
  const plans = usePlans();
  const summary = plans.state === 'loaded' ? premiumPriceSummary(i18n, plans.value, locale) : null;
  return (
    <p data-testid="premium-prices">
      {summary && <>{summary} </>}
      <Link href={localize('/pricing')}>
        <Trans>See all plans and prices</Trans>
      </Link>
    </p>
  );
}
