// The time trap of the public forms (sync-server form-guard/form-token.ts): the page fetches a
// signed token when the form loads and sends it with the form. A token that could not be
// fetched at load, or went stale, is fetched when the visitor sends, and then aged for the
// server's `wait_ms`, so a quick person (autofill, a pasted text) is never taken for a bot.
import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '../lib/api.ts';
import { useApi } from '../lib/api-context.ts';

interface FormToken {
  value: string;
  /** When this page received it. */
  at: number;
  /** How long the server wants a fresh token to age before a form may carry it. */
  waitMs: number;
}

/** Tokens expire after a day on the server; a page left open that long fetches a new one. */
const TOKEN_FRESH_MS = 20 * 3600 * 1000;

/** A fresh time-trap token from `path`, or undefined when the server cannot be reached. */
async function requestToken(api: ApiClient, path: string): Promise<FormToken | undefined> {
  try {
    const answer = await api.request<{ token: string; wait_ms: number }>(path, { anonymous: true });
    return { value: answer.token, at: Date.now(), waitMs: answer.wait_ms };
  } catch {
    return undefined;
  }
}

const noop = () => undefined;

/**
 * The token of one form page (`path`: its `GET …/form-token`). `ready()` gives a token good to
 * send now, or undefined when the server cannot be reached; `renew()` starts a new time trap
 * (after a sent form, for the next one).
 */
export function useFormToken(path: string) {
  const api = useApi();
  const [token, setToken] = useState<FormToken>();
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    requestToken(api, path).then((fresh) => {
      if (live && fresh) setToken(fresh);
    }, noop);
    return () => {
      live = false;
    };
  }, [api, path, round]);

  const ready = useCallback(async (): Promise<string | undefined> => {
    const usable = token && Date.now() - token.at < TOKEN_FRESH_MS ? token : await requestToken(api, path);
    if (!usable) return undefined;
    const early = usable.at + usable.waitMs - Date.now();
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
    return usable.value;
  }, [api, path, token]);

  const renew = useCallback(() => {
    setToken(undefined);
    setRound((current) => current + 1);
  }, []);

  return { ready, renew };
}
