// Puts the session store in React context and keeps it in step with the world outside the tab:
// back online (reload the user if start could not), and other tabs signing in or out.
import { useEffect, type ReactNode } from 'react';
import { SessionContext } from './session-context.ts';
import type { SessionStore } from './session-store.ts';
import { SESSION_KEYS } from './storage.ts';

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  useEffect(() => {
    const online = () => void store.reloadUserOnce();
    const storage = (event: StorageEvent) => {
      if (event.key === null || SESSION_KEYS.includes(event.key)) store.adoptStorage();
    };
    window.addEventListener('online', online);
    window.addEventListener('storage', storage);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('storage', storage);
    };
  }, [store]);

  return <SessionContext value={store}>{children}</SessionContext>;
}
