// What the account features share: the store's accounts, mail, one-time tokens, audit log,
// rate limits and settings, and the request facts they need (address, language, origin).
import { localizePath, type Locale } from '@poct/schemas';
import type { Request } from 'express';
import type { Config } from '../../platform/config.ts';
import type { Account, Auth } from '../auth/auth.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import type { OneTimeTokens } from './one-time-tokens.ts';

export interface AccountDeps {
  config: Config;
  store: StoreClient;
  auth: Auth;
  mailer: Mailer;
  tokens: OneTimeTokens;
  /** Erases an account as its owner's deletion does (privacy/account-deletion/erase-account.ts). */
  eraseAccount: (account: Account) => Promise<void>;
  now: () => number;
}

export interface RequestFacts {
  ip: string;
  /** Origin for links in mails: PUBLIC_URL only, never the request's Host or forwarding headers. */
  origin: string;
}

export function requestFacts(req: Request, config: Config): RequestFacts {
  return {
    ip: req.ip ?? '',
    origin: config.publicUrl,
  };
}

/** An absolute link to `path` (unprefixed, may carry a query) in `locale`. */
export function linkTo(origin: string, path: string, locale: Locale): string {
  return `${origin}${localizePath(path, locale)}`;
}

export function displayNameOf(user: { first_name: string; last_name: string; username: string }): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
}
