// The visitor's cookie choice. Stored in two cookies:
// `gaCookie` (true only with analytics consent, default false) and
// `cookie_consent` with the categories and the date of the choice, so the dialog is shown only
// while no choice is stored and the choice can be proven. Closing the dialog (Escape, ×) stores
// nothing: that is no consent, and the dialog comes back on the next visit.
import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DEFAULT,
  type ConsentCategory,
} from '@poct/schemas';

export const CHOICE_COOKIE = 'cookie_consent';
/** A stored choice is kept for a year, then asked again. */
export const CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;

export type ConsentCategories = Readonly<Record<ConsentCategory, boolean>>;

export interface ConsentChoice {
  categories: ConsentCategories;
  /** ISO 8601 date-time of the choice. */
  date: string;
}

export const NO_CONSENT: ConsentCategories = {
  necessary: true,
  statistics: false,
  marketing: false,
  preferences: false,
};

export const ALL_CONSENT: ConsentCategories = {
  necessary: true,
  statistics: true,
  marketing: true,
  preferences: true,
};

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function writeCookie(name: string, value: string, maxAgeS: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; max-age=${maxAgeS}; path=/; SameSite=Lax${secure}`;
}

function parseChoice(raw: string | undefined): ConsentChoice | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as Partial<ConsentChoice>;
    if (typeof parsed.date !== 'string' || typeof parsed.categories !== 'object' || !parsed.categories) {
      return null;
    }
    const given = parsed.categories as Record<string, unknown>;
    const categories = Object.fromEntries(
      CONSENT_CATEGORIES.map((category) => [category, category === 'necessary' || given[category] === true]),
    ) as Record<ConsentCategory, boolean>;
    return { categories, date: parsed.date };
  } catch {
    return null;
  }
}

/** The stored choice, or null while the visitor has not chosen. */
export function readConsent(): ConsentChoice | null {
  return parseChoice(readCookie(CHOICE_COOKIE));
}

/** `gaCookie` as stored, false when absent. */
export function readGaCookie(): boolean {
  const raw = readCookie(CONSENT_COOKIE);
  return raw === undefined ? CONSENT_COOKIE_DEFAULT : raw === 'true';
}

/** What the app renders from: the stored choice and whether the dialog is open. */
export interface ConsentState {
  choice: ConsentChoice | null;
  dialogOpen: boolean;
}

type Listener = () => void;

/**
 * One store for the page. The dialog is open while no choice is stored, unless it was closed
 * without a choice on this page (it comes back on the next visit), or when reopened from the
 * footer to change or withdraw the choice.
 */
export function createConsentStore() {
  const listeners = new Set<Listener>();
  let choice = readConsent();
  let state: ConsentState = { choice, dialogOpen: choice === null };

  function set(next: ConsentState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState(): ConsentState {
      return state;
    },
    /** Stores a choice (the essential category is always on) and closes the dialog. */
    save(categories: ConsentCategories, now: Date = new Date()): ConsentChoice {
      choice = { categories: { ...categories, necessary: true }, date: now.toISOString() };
      writeCookie(CHOICE_COOKIE, encodeURIComponent(JSON.stringify(choice)), CHOICE_MAX_AGE_S);
      writeCookie(CONSENT_COOKIE, String(choice.categories.statistics), CHOICE_MAX_AGE_S);
      set({ choice, dialogOpen: false });
      return choice;
    },
    /** Escape or ×: closes without storing anything, which is no consent. */
    dismiss(): void {
      set({ choice, dialogOpen: false });
    },
    /** The footer link: shows the dialog again so the choice can be changed or withdrawn. */
    reopen(): void {
      set({ choice, dialogOpen: true });
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

let shared: ConsentStore | undefined;

/** The page's consent store, made on first use (it reads the cookies then). */
export function consentStore(): ConsentStore {
  shared ??= createConsentStore();
  return shared;
}
