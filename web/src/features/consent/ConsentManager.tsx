// Shows the cookie dialog while no choice is stored (or when the footer reopens it) and keeps
// the third-party tags in step with the choice: loaded only after consent, removed when it is
// withdrawn. The tag configuration is asked for only once some consent exists, so a visitor
// who has not agreed causes no request that concerns a tag at all.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useApi } from '../../lib/api-context.ts';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { useLoad } from '../../lib/use-load.ts';
import { NO_CONSENT, consentStore } from './consent-store.ts';
import { applyTags, type TagConfig } from './tags.ts';

let tagConfig: Promise<TagConfig | null> | undefined;

// Most visits have a stored choice and never show the dialog: its code (tabs, switches, a modal)
// loads only when it opens, which keeps it out of the JavaScript before the first render.
const ConsentDialog = lazy(() =>
  import('./ConsentDialog.tsx').then((module) => ({ default: module.ConsentDialog })),
);

export function ConsentManager() {
  const store = consentStore();
  const { choice, dialogOpen } = useSyncExternalStore(store.subscribe, store.getState);
  const api = useApi();
  const localize = useLocalizePath();
  const categories = choice?.categories ?? NO_CONSENT;
  const wantsTags = categories.statistics || categories.marketing;

  const { loaded } = useLoad<TagConfig | null>(
    wantsTags ? 'site-config' : null,
    () =>
      (tagConfig ??= api
        .request<TagConfig>('/api/site-config', { anonymous: true })
        .catch((error: unknown) => {
          console.error('The tag configuration could not be loaded', error);
          tagConfig = undefined;
          return null;
        })),
  );
  // Undefined while the configuration is on its way; null when it could not be loaded.
  const config = loaded.state === 'loaded' ? loaded.value : undefined;

  useEffect(() => {
    if (!wantsTags) applyTags(null, categories);
    else if (config !== undefined) applyTags(config, categories);
  }, [config, categories, wantsTags]);

  if (!dialogOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog
        isOpen
        initial={categories}
        dataProtectionHref={localize('/about/data-protection')}
        onSave={(chosen) => store.save(chosen)}
        onDismiss={() => store.dismiss()}
      />
    </Suspense>
  );
}
