// Whether this server takes card payments (STRIPE_SECRET_KEY set), asked once per page for a
// signed-in visitor; undefined while unknown or for guests (who sign in before buying).
import { useEffect, useState } from 'react';
import { useApi } from '../../lib/api-context.ts';
import { useSession } from '../../session/use-session.ts';
import { paymentsConfig } from './payments-api.ts';

export function useCardPayments(): boolean | undefined {
  const api = useApi();
  const { user } = useSession();
  const signedIn = !!user;
  const [cardPayments, setCardPayments] = useState<boolean | undefined>();
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    paymentsConfig(api, controller.signal)
      .then(({ card_payments }) => setCardPayments(card_payments))
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, signedIn]);
  return cardPayments;
}
