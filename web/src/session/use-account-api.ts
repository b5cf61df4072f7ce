import { useMemo } from 'react';
import { useApi } from '../lib/api-context.ts';
import { createAccountApi, type AccountApi } from './account-api.ts';

export function useAccountApi(): AccountApi {
  const api = useApi();
  return useMemo(() => createAccountApi(api), [api]);
}
