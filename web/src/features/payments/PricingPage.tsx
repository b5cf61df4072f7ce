// The pricing page: the plans as the server stores them, every price text derived from them
// (price-texts.ts), net prices. Premium is free for verified healthcare professionals.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n/use-locale.ts';
import { BuyPlan } from './BuyPlan.tsx';
import { forgetChosenPlan } from './chosen-plan.tsx';
import { useCardPayments } from './use-card-payments.ts';
import { PageLoading } from '../../routes/PageLoading.tsx';
import { PremiumBenefits } from './PremiumBenefits.tsx';
import { planTexts, type PublicPlan } from './price-texts.ts';
import { usePlans } from './use-plans.ts';
import './pricing.css';

export default function PricingPage() {
  const plans = usePlans();
  const cardPayments = useCardPayments();
  // `?plan=`: the plan a visitor chose before signing in or registering (or a renewal link).
  const [params] = useSearchParams();
  const chosen = params.get('plan');
  useEffect(() => {
    if (chosen) forgetChosenPlan();
  }, [chosen]);
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
      {plans.state === 'loading' && <PageLoading />}
      {plans.state === 'failed' && (
        <p className="notice" role="status">
          {plans.status === undefined ? (
            <Trans>The prices cannot be loaded while you are offline.</Trans>
          ) : (
            <Trans>The prices could not be loaded. Please try again later.</Trans>
          )}
        </p>
      )}
      {plans.state === 'loaded' && (
        <>
          <ul className="plans" data-testid="plans">
            {plans.value.map((plan) => (
              <PlanCard key={plan.id} plan={plan} cardPayments={cardPayments} chosen={plan.id === chosen} />
            ))}
          </ul>
          <p className="muted">
            <Trans>All prices are net prices in euros, plus the statutory VAT.</Trans>
          </p>
          <p className="muted">
            <Trans>
              Each plan is a single payment for its period; nothing renews by itself. For monthly and yearly
              plans your statutory 14-day right of withdrawal applies.
            </Trans>
          </p>
        </>
      )}
    </section>
  );
}

function PlanCard({
  plan,
  cardPayments,
  chosen,
}: {
  plan: PublicPlan;
  cardPayments: boolean | undefined;
  chosen: boolean;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const texts = planTexts(i18n, plan, locale);
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (chosen) card.current?.scrollIntoView({ block: 'center' });
  }, [chosen]);
  return (
    <li
      ref={card}
      className={chosen ? 'plan plan--chosen' : 'plan'}
      data-testid="plan"
      data-plan-id={plan.id}
      aria-current={chosen ? 'true' : undefined}
    >
      <h3 className="plan__name">{texts.name}</h3>
      <p className="plan__price">{texts.price}</p>
      <p className="plan__terms">{texts.terms}</p>
      <p>{texts.description}</p>
      <ul className="plan__features">
        <li>{plan.link_access ? <Trans>Publications and links</Trans> : <Trans>No publications</Trans>}</li>
        <li>{plan.chat_access ? <Trans>NoodleChat assistant</Trans> : <Trans>Without NoodleChat</Trans>}</li>
      </ul>
      <BuyPlan plan={plan} cardPayments={cardPayments} />
    </li>
  );
}
