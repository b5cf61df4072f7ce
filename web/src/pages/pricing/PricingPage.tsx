// The pricing page: the plans as the server stores them, every price text derived from them
// (price-texts.ts), net prices. Premium is free for verified healthcare professionals.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale, useLocalizePath } from '../../i18n/use-locale.ts';
import { PageLoading } from '../../routes/PageLoading.tsx';
import { Link } from '../../ui/Link.tsx';
import { PremiumBenefits } from './PremiumBenefits.tsx';
import { isOnRequest, planTexts, type PublicPlan } from './price-texts.ts';
import { usePlans } from './use-plans.ts';
import './pricing.css';

export default function PricingPage() {
  const plans = usePlans();
  return (
    <section className="page pricing" aria-labelledby="pricing-title">
      <h1 id="pricing-title">
        <Trans>Pricing</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Premium access is free for verified healthcare professionals. Everyone else, including industry and
          service providers, can buy premium access with one of these plans.
        </Trans>
      </p>
      <h2>
        <Trans>What premium gives you</Trans>
      </h2>
      <PremiumBenefits />
      <h2>
        <Trans>Plans</Trans>
      </h2>
      {plans.status === 'loading' && <PageLoading />}
      {plans.status === 'failed' && (
        <p className="notice" role="status">
          {plans.offline ? (
            <Trans>The prices cannot be loaded while you are offline.</Trans>
          ) : (
            <Trans>The prices could not be loaded. Please try again later.</Trans>
          )}
        </p>
      )}
      {plans.status === 'ready' && (
        <>
          <ul className="plans" data-testid="plans">
            {plans.plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
          <p className="muted">
            <Trans>All prices are net prices in euros, plus the statutory VAT.</Trans>
          </p>
        </>
      )}
    </section>
  );
}

function PlanCard({ plan }: { plan: PublicPlan }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const localize = useLocalizePath();
  const texts = planTexts(i18n, plan, locale);
  return (
    <li className="plan" data-testid="plan" data-plan-id={plan.id}>
      <h3 className="plan__name">{texts.name}</h3>
      <p className="plan__price">{texts.price}</p>
      <p className="plan__terms">{texts.terms}</p>
      <p>{texts.description}</p>
      <ul className="plan__features">
        <li>{plan.link_access ? <Trans>Publications and links</Trans> : <Trans>No publications</Trans>}</li>
        <li>{plan.chat_access ? <Trans>NoodleChat assistant</Trans> : <Trans>Without NoodleChat</Trans>}</li>
      </ul>
      {isOnRequest(plan) ? (
        <Link href={localize('/about#contact')} variant="button">
          <Trans>Request an offer</Trans>
        </Link>
      ) : (
        <Link href={localize('/register')} variant="button">
          <Trans>Register and subscribe</Trans>
        </Link>
      )}
    </li>
  );
}
