// The user list of the workspace, filtered by verification status (the queue is `requested`).
import { useCallback, useEffect, useState } from 'react';
import type { ListedUser } from '../../../session/account-api.ts';
import { useApiErrorToast } from '../../../session/api-error-toast.ts';
import { useAccountApi } from '../../../session/use-account-api.ts';

export function useUsers(status: string) {
  const api = useAccountApi();
  const toast = useApiErrorToast();
  const [version, setVersion] = useState(0);
  const key = `${status} ${version}`;
  const [loaded, setLoaded] = useState<{ key: string; users: ListedUser[] } | null>(null);

  useEffect(() => {
    let live = true;
    api.listUsers(status === 'all' ? undefined : status).then(
      (answer) => live && setLoaded({ key, users: answer.users }),
      (error: unknown) => {
        if (!live) return;
        setLoaded({ key, users: [] });
        toast(error);
      },
    );
    return () => {
      live = false;
    };
  }, [api, status, key, toast]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // While another status or a reload is loading, the old list is not shown as if it were current.
  return { users: loaded?.key === key ? loaded.users : null, reload };
}
