// Page model of the advertisement slots (web/src/features/ads/): the labelled banner and its link, and a
// record of every write to the device's storage the page makes, to show that a banner comes
// with none (no cookie, localStorage, sessionStorage or IndexedDB write).
import type { Page } from '@playwright/test';

/** The banner of a slot, named by its visible label ("Anzeige" / "Advertisement"). */
export const adBanner = (page: Page, label: 'Anzeige' | 'Advertisement') =>
  page.getByRole('complementary', { name: label });

declare global {
  interface Window {
    storageWrites?: string[];
  }
}

/** From the next document on, notes every storage write of the page in `window.storageWrites`. */
export async function recordStorageWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const writes: string[] = [];
    window.storageWrites = writes;
    for (const method of ['setItem', 'removeItem', 'clear'] as const) {
      const original = Storage.prototype[method] as (...args: unknown[]) => unknown;
      Storage.prototype[method] = function (this: Storage, ...args: unknown[]) {
        writes.push(
          `${this === localStorage ? 'localStorage' : 'sessionStorage'}.${method} ${String(args[0])}`,
        );
        return original.apply(this, args);
      } as never;
    }
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => cookie.get!.call(document) as string,
      set: (value: string) => {
        writes.push(`cookie ${value}`);
        cookie.set!.call(document, value);
      },
    });
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
      writes.push(`indexedDB.open ${args[0]}`);
      return open.apply(this, args);
    };
    for (const method of ['put', 'add', 'delete', 'clear'] as const) {
      const original = IDBObjectStore.prototype[method] as (...args: unknown[]) => IDBRequest;
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: unknown[]) {
        writes.push(`indexedDB.${method} ${this.name}`);
        return original.apply(this, args);
      } as never;
    }
  });
}

/** The writes noted since the last call (and forgets them). */
export function takeStorageWrites(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.storageWrites ?? []).splice(0));
}
