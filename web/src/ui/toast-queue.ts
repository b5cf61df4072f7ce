// One queue for the whole app, so code outside React (the session, the service worker) can show
// a toast. Toasts carry a translation key, not text, and are translated when
// shown, in the language of that moment.
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { TOAST_LIFE_MS } from '@poct/schemas';
import type { TranslationKey } from '../i18n/translation-keys.ts';

export interface AppToast {
  severity: 'success' | 'info' | 'warn' | 'error';
  detail: TranslationKey;
  /** Text already in the page's language (a server's error message); shown instead of `detail`. */
  text?: string;
  action?: { label: TranslationKey; onAction: () => void };
}

export const toastQueue = new ToastQueue<AppToast>({ maxVisibleToasts: 5 });

/** `life` in ms; 0 keeps the toast until it is closed. */
export function showToast(toast: AppToast & { life?: number }): string {
  const { life = TOAST_LIFE_MS, ...content } = toast;
  return toastQueue.add(content, life > 0 ? { timeout: life } : {});
}
