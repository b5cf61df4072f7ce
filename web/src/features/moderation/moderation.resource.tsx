// /ds/moderation: the moderation queue of every kind the server registered (reviews, and the
// forum's threads and comments): new items held back and reported ones, oldest first. Each shows
// its kind, text (Markdown, rendered inert), author with company and institution (so staff see a
// manufacturer reviewing its own product) and the reports, with Publish and Reject (with a reason
// the author sees). Server-only data (GET /api/moderation/queue), so the page needs a connection.
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FORMER_MEMBER_ID, type ModerationQueueItem } from '@poct/schemas';
import { formatAge, formatDateTime } from '../../lib/format.ts';
import { Markdown } from '../../ui/Markdown.tsx';
import type { Resource, ResourceViewProps } from '../../workspace/resource.ts';
import { ViewTable } from '../../workspace/ViewTable.tsx';
import { ModerationActions } from './ModerationActions.tsx';
import { useKindLabel, useReportCategoryLabel } from './kind-labels.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import '../../styles/account-forms.css';
import './moderation.css';

export const MODERATION: Resource<ModerationQueueItem> = {
  source: {
    kind: 'rest',
    path: () => '/api/moderation/queue',
    rows: (answer) => (answer as { items: ModerationQueueItem[] }).items,
  },
  routes: { list: 'ds.moderation' },
  title: msg`Moderation`,
  intro: msg`New and reported reviews and posts, oldest first. Publishing or rejecting tells the author; a rejection needs a reason, which the author sees.`,
  empty: msg`Nothing waits for moderation.`,
  savedOn: 'server',
  rowKey: (row) => `${row.kind}:${row.id}`,
  nameOf: (row) => row.title ?? row.id,
  mayCreate: () => false,
  mayEdit: () => false,
  useColumns: () => [],
  View: ModerationQueue,
};

function ModerationQueue({ rows, reload }: ResourceViewProps<ModerationQueueItem>) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const kindLabel = useKindLabel();
  const categoryLabel = useReportCategoryLabel();
  // Ages are told from when the queue was opened.
  const [now] = useState(() => Date.now());
  return (
    <ViewTable
      rows={rows}
      empty={<Trans>Nothing waits for moderation.</Trans>}
      count={<Plural value={rows.length} one="# item waits" other="# items wait" />}
      className="account-table moderation-table"
      caption={t`Moderation queue`}
      headers={[
        { id: 'kind', label: t`Kind` },
        { id: 'text', label: t`Text` },
        { id: 'author', label: t`Author` },
        { id: 'reports', label: t`Reports` },
        { id: 'actions', label: t`Actions` },
      ]}
      row={(item) => (
        <tr key={`${item.kind}:${item.id}`} data-moderation-item={item.id}>
          <td>
            {kindLabel(item.kind)}
            <br />
            <small>
              {item.status === 'waiting'
                ? t`Waiting for approval`
                : item.status === 'rejected'
                  ? t`Rejected, the author objects`
                  : t`Published, reported`}
            </small>
            {item.context_title && (
              <>
                <br />
                <small>{item.context_title[locale]}</small>
              </>
            )}
          </td>
          <td>
            {item.title && <strong>{item.title}</strong>}
            {item.text ? <Markdown source={item.text} /> : <p className="muted">{t`No text`}</p>}
          </td>
          <td>
            {item.author.name ?? item.author.id}
            {item.author.username && (
              <>
                <br />
                <small>@{item.author.username}</small>
              </>
            )}
            {item.author.company && (
              <>
                <br />
                <small>
                  <Trans>Company: {item.author.company}</Trans>
                </small>
              </>
            )}
            {item.author.institution && (
              <>
                <br />
                <small>
                  <Trans>Institution: {item.author.institution}</Trans>
                </small>
              </>
            )}
          </td>
          <td>
            {item.objection && (
              <p className="moderation-table__objection">
                <Trans>
                  Objection of the author,{' '}
                  <time dateTime={item.objection.at}>{formatDateTime(item.objection.at, i18n.locale)}</time>:
                </Trans>{' '}
                {item.objection.reason}
              </p>
            )}
            {item.reports.length === 0 ? (
              item.objection ? null : (
                '—'
              )
            ) : (
              <ul className="moderation-table__reports">
                {item.reports.map((report) => (
                  <li key={`${report.by ?? report.email ?? 'guest'}:${report.at}`} data-report>
                    <strong>{report.category ? categoryLabel(report.category) : t`Report`}</strong>{' '}
                    <time dateTime={report.at} title={formatDateTime(report.at, i18n.locale)}>
                      {formatAge(report.at, now, i18n.locale)}
                    </time>
                    <br />
                    {report.reason}
                    <br />
                    <small>
                      {report.by === FORMER_MEMBER_ID
                        ? t`By a former member`
                        : report.by
                          ? t`By user ${report.name ?? report.by}`
                          : t`By a guest`}
                      {!report.by && report.name ? ` (${report.name})` : ''}
                      {report.email ? ` · ${report.email}` : ''}
                      {report.location ? (
                        <>
                          {' · '}
                          <a href={report.location}>{report.location}</a>
                        </>
                      ) : null}
                    </small>
                  </li>
                ))}
              </ul>
            )}
          </td>
          <td>
            <ModerationActions item={item} onDecided={reload} />
          </td>
        </tr>
      )}
    />
  );
}
