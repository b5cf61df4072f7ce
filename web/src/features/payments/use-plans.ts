// The plans for the pricing and home pages, asked from the server once per page view.
import { useApi } from '../../lib/api-context.ts';
import type { Loaded } from '../../lib/loaded.ts';
import { useLoad } from '../../lib/use-load.ts';
import type { PublicPlan } from './price-texts.ts';

export function usePlans(): Loaded<PublicPlan[]> {
  const api = useApi();
  return useLoad('/api/plans', async (signal) => {
    const { plans } = await api.request<{ plans: PublicPlan[] }>('/api/plans', { anonymous: true, signal });
    return plans;
  }).loaded;
}
