// Loads something from the server for a page and says where it stands: loading, loaded, or
// failed with the server's text (a result for an earlier `load` or version is never shown as current) (already in the page's language) and a way to try again.
import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../../lib/api-errors.ts';

export type Loaded<T> =
  { state: 'loading' } | { state: 'loaded'; value: T } | { state: 'failed'; text: string; status?: number };

export function useServerData<T>(load: () => Promise<T>): Loaded<T> & { reload(): void } {
  const { t } = useLingui();
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ version: number; load: () => Promise<T>; loaded: Loaded<T> } | null>(
    null,
  );

  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setResult({ version, load, loaded: { state: 'loaded', value } }),
      (error: unknown) =>
        live &&
        setResult({
          version,
          load,
          loaded: isApiError(error)
            ? { state: 'failed', text: error.message, status: error.statusCode }
            : {
                state: 'failed',
                text: t`The server cannot be reached. Check your connection and try again.`,
              },
        }),
    );
    return () => {
      live = false;
    };
  }, [load, version, t]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const loaded: Loaded<T> =
    result?.version === version && result.load === load ? result.loaded : { state: 'loading' };
  return { ...loaded, reload };
}
