// Modules and environment variables that Vite provides and TypeScript cannot see by itself.

/** A Lingui catalogue, compiled from .po by @lingui/vite-plugin when imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  /** Backend origin for API calls; empty or unset means the app's own origin. */
  readonly VITE_API_BASE?: string;
}

/** One language's error catalogue texts by key, made from schemas/src/errors.ts (vite.config.ts). */
declare module 'virtual:poct-error-texts/*' {
  const texts: Readonly<Record<string, string>>;
  export default texts;
}
