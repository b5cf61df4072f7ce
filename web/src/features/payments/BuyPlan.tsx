// What a plan card offers its visitor: a guest signs in or registers and comes back to the same
// plan; a commercial user asks staff to get in touch instead of buying; a plan without a card
// price is requested from staff; a card plan goes to Stripe Checkout, the 24-hour pass only with
// the express consent that access starts at once and the right of withdrawal lapses with it.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { needsWithdrawalWaiver, type Plan } from '@poct/schemas';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { useApi } from '../../lib/api-context.ts';
import { loginPathFor } from '../../routes/return-path.ts';
import { CheckField } from '../../ui/CheckField.tsx';
import { useSession } from '../../session/use-session.ts';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { Link } from '../../ui/Link.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { startCheckout } from './payments-api.ts';
import { PlanRequestForm } from './PlanRequestForm.tsx';

type BuyablePlan = Pick<Plan, 'id' | 'duration' | 'stripe_price_id'>;

export function BuyPlan({ plan, cardPayments }: { plan: BuyablePlan; cardPayments: boolean | undefined }) {
  const { t } = useLingui();
  const { user, status } = useSession();
  const localize = useLocalizePath();
  const onRequest = plan.stripe_price_id === undefined;
  if (status === 'starting') return null;
  if (!user) {
    const back = `${localize('/pricing')}?plan=${encodeURIComponent(plan.id)}`;
    return (
      <div className="plan__actions">
        <Link href={loginPathFor(back)} variant="button">
          {onRequest ? <Trans>Log in to request</Trans> : <Trans>Log in to buy</Trans>}
        </Link>
        <Link href={localize(`/register?plan=${encodeURIComponent(plan.id)}`)}>
          <Trans>Register</Trans>
        </Link>
      </div>
    );
  }
  if (user.user_type === 'commercial') {
    return (
      <div className="plan__actions">
        <p>
          <Trans>
            For commercial users our staff arrange access and prices personally. Send us a request and we will
            get in touch.
          </Trans>
        </p>
        <PlanRequestForm planId={plan.id} label={t`Ask to be contacted`} />
      </div>
    );
  }
  if (onRequest) return <PlanRequestForm planId={plan.id} label={t`Request an offer`} />;
  return <CardCheckout plan={plan} cardPayments={cardPayments} />;
}

function CardCheckout({ plan, cardPayments }: { plan: BuyablePlan; cardPayments: boolean | undefined }) {
  const { t } = useLingui();
  const api = useApi();
  const waiver = needsWithdrawalWaiver(plan);
  const [consent, setConsent] = useState(false);
  // Once Stripe's address is known the page is leaving: the button stays busy.
  const [leaving, setLeaving] = useState(false);
  // A button, not a form: the kit's submit checks the consent, sends, and puts a refusal above it.
  const { errors, formError, pending, submit } = useFormSubmit({
    check: (): Record<string, string> =>
      waiver && !consent
        ? { waiver: t`Please agree that your access starts at once and your right of withdrawal ends.` }
        : {},
    async send() {
      const url = await startCheckout(api, plan.id, waiver && consent);
      setLeaving(true);
      window.location.assign(url);
    },
    refused: () => 'form',
  });
  if (cardPayments === false) {
    return (
      <p className="notice" data-testid="payments-not-configured">
        <Trans>Card payments are not configured on this server.</Trans>
      </p>
    );
  }
  return (
    <div className="plan__actions">
      {waiver && (
        <CheckField
          name={`waiver-${plan.id}`}
          isSelected={consent}
          onChange={setConsent}
          error={consent ? undefined : errors.waiver}
        >
          <Trans>
            I expressly agree that my access starts immediately after payment, and I know that my right of
            withdrawal ends when it starts.
          </Trans>
        </CheckField>
      )}
      <FormAlert text={formError} />
      <Button isDisabled={pending || leaving || cardPayments === undefined} onPress={() => void submit()}>
        <Trans>Buy now</Trans>
      </Button>
    </div>
  );
}
