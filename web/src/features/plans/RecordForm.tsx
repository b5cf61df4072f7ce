// Create and edit of plans and advertisement campaigns, from their one description each
// (record-screens.ts). These records live on the server only: the form shows loading and
// failure states, and a save that lost the race against another editor (409) says so and offers
// to load the current version.
import { Suspense, useCallback, useState } from 'react';
import { useLocale } from '../../i18n/use-locale.ts';
import { OptionsContext, type ResolveOptions } from '../../workspace/forms/options.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGoTo, useRoutePath } from '../../routes/navigation.ts';
import { useSession } from '../../session/use-session.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { EntityForm } from '../../workspace/forms/EntityForm.tsx';
import type { Doc } from '../../workspace/forms/pointer.ts';
import { useFieldMessage } from '../../workspace/forms/use-field-message.ts';
import { validateDraft } from '../../workspace/forms/validation.ts';
import { LoadFailed, Loading, NotFound } from '../../workspace/LoadStates.tsx';
import { useApiGet } from '../../lib/use-load.ts';
import type { RecordScreen } from './record-screens.ts';
import { useSaveRecord } from './save-record.ts';

type StoredRecord = Doc & { id: string; rev: string };

/** The record without what the server adds only to be shown (a post's author name). */
function withoutShown(record: StoredRecord, shown: readonly string[] = []): StoredRecord {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !shown.includes(key))) as StoredRecord;
}

/** The create and edit form of a server-only record, with the choices its screen loads. */
export function RecordForm({ screen, id }: { screen: RecordScreen; id?: string }) {
  const source = screen.optionsFrom;
  const locale = useLocale();
  const { loaded } = useApiGet<{ items: Doc[] }>(source ? source.api : null);
  const resolve = useCallback<ResolveOptions>(
    (wanted) =>
      source && 'named' in wanted && wanted.named === source.name && loaded.state === 'loaded'
        ? loaded.value.items.map((row) => ({ id: String(row.id), label: source.label(row, locale) }))
        : [],
    [source, loaded, locale],
  );
  if (source && loaded.state === 'loading') return <Loading />;
  return (
    <OptionsContext value={resolve}>
      <RecordFormFields screen={screen} id={id} />
    </OptionsContext>
  );
}

function RecordFormFields({ screen, id }: { screen: RecordScreen; id?: string }) {
  const { t } = useLingui();
  const { user } = useSession();
  const goTo = useGoTo();
  const path = useRoutePath();
  const { loaded: remote, reload } = useApiGet<StoredRecord>(
    id ? `${screen.api}/${encodeURIComponent(id)}` : null,
  );
  const save = useSaveRecord(screen.api, screen.fields);
  const [stale, setStale] = useState(false);
  const text = useFieldMessage();

  if (id && remote.state === 'loading') return <Loading />;
  if (id && remote.state === 'missing') return <NotFound />;
  if (id && remote.state === 'failed') return <LoadFailed text={remote.text} onRetry={reload} />;
  const existing = id && remote.state === 'loaded' ? withoutShown(remote.value, screen.shownOnly) : undefined;
  const initial: Doc = existing ?? screen.blank();
  const now = new Date().toISOString();

  const { Details } = screen;
  return (
    <>
      <EntityForm<Doc>
        // A reloaded record starts a fresh form from the server's current version.
        key={existing?.rev ?? 'new'}
        fields={screen.fields}
        initial={initial}
        validate={({ rev: _rev, ...draft }) =>
          // Checked as the server will store it: with its id, times and author, without the revision.
          validateDraft(screen.fields, screen.collection, {
            ...screen.serverFields?.(user?.id ?? 'me'),
            ...draft,
            id: existing?.id ?? 'new',
            created_at: (existing?.created_at as string | undefined) ?? now,
            updated_at: now,
            updated_by: user?.id ?? 'me',
          })
        }
        save={async (draft) => {
          const outcome = await save(draft, existing);
          setStale(outcome.stale);
          return outcome.errors;
        }}
        onSaved={(draft) => goTo(screen.routes.list, {}, screen.nameOf(draft))}
        submitLabel={t`Save`}
        notice={() =>
          stale ? (
            <div role="alert" className="wf-stale">
              <p>{text({ key: 'error.409.changed' })}</p>
              <Button
                variant="secondary"
                onPress={() => {
                  setStale(false);
                  reload();
                }}
              >
                <Trans>Load the current version</Trans>
              </Button>
            </div>
          ) : null
        }
        actions={
          <Link href={path(screen.routes.list)}>
            <Trans>Cancel</Trans>
          </Link>
        }
      />
      {existing && Details && (
        <Suspense fallback={<Loading />}>
          <Details id={existing.id} />
        </Suspense>
      )}
    </>
  );
}
