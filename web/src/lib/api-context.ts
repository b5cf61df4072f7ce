// The API client for feature hooks, provided once by the app (app/App.tsx).
import { createContext, useContext } from 'react';
import type { ApiClient } from './api.ts';

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiContext provider above it');
  return api;
}
