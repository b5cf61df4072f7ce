// Whether this server takes card payments (STRIPE_SECRET_KEY set), asked once per page for a
// signed-in visitor; undefined while unknown or for guests (who sign in before buying).
import { useApi } from '../../lib/api-context.ts';
import { valueOf } from '../../lib/loaded.ts';
import { useLoad } from '../../lib/use-load.ts';
import { useSession } from '../../session/use-session.ts';
import { paymentsConfig } from './payments-api.ts';

export function useCardPayments(): boolean | undefined {
  const api = useApi();
  const { user } = useSession();
  const { loaded } = useLoad(user ? 'payments-config' : null, (signal) => paymentsConfig(api, signal));
  return valueOf(loaded)?.card_payments;
}
