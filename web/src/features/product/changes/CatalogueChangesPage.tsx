// /catalogue/changes: what was added to, changed in or removed from the catalogue, by day, read
// from the device's copy of the change log, so it works offline. Guests and free users see what
// premium unlocks instead; their device holds no change log at all.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogueChange } from '@poct/schemas';
import { collectionsFor } from '../../../db/collections.ts';
import type { SyncEngine } from '../../../db/replication/sync-engine.ts';
import { useLocale, useLocalizePath } from '../../../i18n/use-locale.ts';
import { formatCalendarDate, formatList } from '../../../lib/format.ts';
import { valueOf } from '../../../lib/loaded.ts';
import { identityOf, useLoad, watching } from '../../../lib/use-load.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageLoading } from '../../../routes/PageLoading.tsx';
import { useSession } from '../../../session/use-session.ts';
import { useSyncComplete, useSyncEngine } from '../../../sync/sync-context.ts';
import { Link } from '../../../ui/Link.tsx';
import { PremiumInvitation } from '../PremiumInvitation.tsx';
import { CHANGE_FIELD_LABELS, OTHER_FIELDS, groupByDay, watchChanges } from './change-log.ts';
import './changes.css';

export default function CatalogueChangesPage() {
  const { user, status } = useSession();
  const engine = useSyncEngine();
  const { t } = useLingui();
  useDocumentTitle(t`Catalogue changes`);
  const held = user ? collectionsFor({ premium: user.premium, permissions: user.role.permissions }) : [];
  if (status === 'starting') return <PageLoading />;
  if (!held.includes('catalogue_changes')) return <PremiumInvitation signedIn={!!user} />;
  if (!engine?.local.collection('catalogue_changes')) return <PageLoading />;
  return <ChangeLog engine={engine} />;
}

function ChangeLog({ engine }: { engine: SyncEngine }) {
  const locale = useLocale();
  const { loaded } = useLoad<CatalogueChange[]>(
    `catalogue-changes\n${identityOf(engine)}`,
    watching((set) => watchChanges(engine.local, set)),
  );
  const changes = valueOf(loaded);
  // Until a first sync has finished, an empty log may only not have arrived yet.
  const synced = useSyncComplete();
  return (
    <section className="page catalogue-changes" aria-labelledby="catalogue-changes-title">
      <h1 id="catalogue-changes-title">
        <Trans>Catalogue changes</Trans>
      </h1>
      <p>
        <Trans>Products added to, changed in or removed from the catalogue in the last twelve months.</Trans>
      </p>
      {changes === null || (changes.length === 0 && !synced) ? (
        <PageLoading />
      ) : changes.length === 0 ? (
        <p className="catalogue-changes__empty">
          <Trans>No changes in the last twelve months.</Trans>
        </p>
      ) : (
        groupByDay(changes).map(({ day, changes: ofDay }) => (
          <section key={day} className="catalogue-changes__day" aria-labelledby={`changes-${day}`}>
            <h2 id={`changes-${day}`}>{formatCalendarDate(day, locale)}</h2>
            <ul className="catalogue-changes__list">
              {ofDay.map((change) => (
                <ChangeItem key={change.id} change={change} />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}

function ChangeItem({ change }: { change: CatalogueChange }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const localize = useLocalizePath();
  const product =
    change.kind === 'removed' ? (
      <span className="catalogue-changes__name">{change.product_name}</span>
    ) : (
      <Link href={localize(`/products/${encodeURIComponent(change.product_id)}`)}>{change.product_name}</Link>
    );
  const fields = formatList(
    [...new Set(change.fields.map((field) => i18n._(CHANGE_FIELD_LABELS[field] ?? OTHER_FIELDS)))],
    locale,
  );
  const kind = { added: t`Added`, changed: t`Changed`, removed: t`Removed` }[change.kind];
  return (
    <li className={`catalogue-changes__item catalogue-changes__item--${change.kind}`}>
      <span className="catalogue-changes__kind">{kind}</span> {product}{' '}
      <span className="catalogue-changes__manufacturer">({change.manufacturer})</span>
      {change.kind === 'changed' && fields && (
        <span className="catalogue-changes__fields">
          {' '}
          <Trans>Changed: {fields}</Trans>
        </span>
      )}
    </li>
  );
}
