// The plans for the pricing and home pages, asked from the server once per page view.
import { useEffect, useState } from 'react';
import { useApi } from '../../lib/api-context.ts';
import type { PublicPlan } from './price-texts.ts';

export type PlansState =
  { status: 'loading' } | { status: 'ready'; plans: PublicPlan[] } | { status: 'failed'; offline: boolean };

export function usePlans(): PlansState {
  const api = useApi();
  const [state, setState] = useState<PlansState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api
      .request<{ plans: PublicPlan[] }>('/api/plans', { anonymous: true, signal: controller.signal })
      .then(({ plans }) => setState({ status: 'ready', plans }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The plans could not be loaded', error);
        setState({ status: 'failed', offline: !navigator.onLine });
      });
    return () => controller.abort();
  }, [api]);
  return state;
}
