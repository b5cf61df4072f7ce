import { useContext, useSyncExternalStore } from 'react';
import { SessionContext } from './session-context.ts';
import type { SessionStore } from './session-store.ts';
import type { SessionStatus, SessionUser } from './types.ts';

export interface Session {
  user: SessionUser | null;
  status: SessionStatus;
  login: SessionStore['login'];
  logout: SessionStore['logout'];
  accessToken: SessionStore['accessToken'];
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession needs a SessionProvider above it');
  return store;
}

export function useSession(): Session {
  const store = useSessionStore();
  const { user, status } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { user, status, login: store.login, logout: store.logout, accessToken: store.accessToken };
}
