// The time trap of the public forms (sync-server form-guard/form-token.ts): the page fetches a
// signed token when the form loads and sends it with the form. A token that could not be
// fetched at load, or went stale, is fetched when the visitor sends, and then aged for the
// server's `wait_ms`, so a quick person (autofill, a pasted text) is never taken for a bot.
// When the server requires a proof of work (ALTCHA), the token comes with a challenge, which the
// page starts solving at once (altcha-lib, WebCrypto), so the visitor rarely waits for it.
import { useCallback } from 'react';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/api-context.ts';
import { valueOf } from '../../lib/loaded.ts';
import { useLoad } from '../../lib/use-load.ts';

interface FormToken {
  value: string;
  /** When this page received it. */
  at: number;
  /** How long the server wants a fresh token to age before a form may carry it. */
  waitMs: number;
  /** The solved proof of work (base64 JSON, as ALTCHA sends it), when the server asked for one. */
  proof?: Promise<string | undefined>;
}

/** What a form sends for the spam checks besides its honeypot. */
export interface FormGuard {
  form_token: string;
  altcha?: string;
}

/** The page's answer to a challenge: what the server's form-guard/proof-of-work.ts decodes. */
export async function solve(challenge: Challenge): Promise<string | undefined> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : undefined;
}

/** Tokens expire after a day on the server; a page left open that long fetches a new one. */
const TOKEN_FRESH_MS = 20 * 3600 * 1000;

/** A fresh time-trap token from `path`, or undefined when the server cannot be reached. */
async function requestToken(api: ApiClient, path: string): Promise<FormToken | undefined> {
  try {
    const answer = await api.request<{ token: string; wait_ms: number; challenge?: Challenge }>(path, {
      anonymous: true,
    });
    const proof = answer.challenge ? solve(answer.challenge).catch(() => undefined) : undefined;
    return { value: answer.token, at: Date.now(), waitMs: answer.wait_ms, ...(proof ? { proof } : {}) };
  } catch {
    return undefined;
  }
}

/**
 * The token of one form page (`path`: its `GET …/form-token`). `ready()` gives the spam-check
 * fields good to send now, or undefined when the server cannot be reached; `renew()` starts a new
 * time trap (after a sent form, for the next one).
 */
export function useFormToken(path: string) {
  const api = useApi();
  // Each round (the first, and each `renew()`) starts without a token until its own arrives.
  const load = useLoad<FormToken | undefined>(`form-token\n${path}`, () => requestToken(api, path));
  const token = valueOf(load.loaded) ?? undefined;

  const ready = useCallback(async (): Promise<FormGuard | undefined> => {
    const usable = token && Date.now() - token.at < TOKEN_FRESH_MS ? token : await requestToken(api, path);
    if (!usable) return undefined;
    const early = usable.at + usable.waitMs - Date.now();
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
    const altcha = await usable.proof;
    return { form_token: usable.value, ...(altcha ? { altcha } : {}) };
  }, [api, path, token]);

  return { ready, renew: load.reload };
}
