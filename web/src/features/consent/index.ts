// What the consent feature offers the other features: they import it from here, never from its files.
export { consentStore } from './consent-store.ts';
