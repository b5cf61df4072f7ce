// /ds/audit: every write through the workspace (products, links, master data), newest first:
// who, when, what and which fields changed, filterable by entity and paged by the server.
// Writes the server refused as conflicts are listed too, marked, with the version they carried.
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RouteId } from '@poct/schemas';
import { formatDateTime } from '../../lib/format.ts';
import { useRoutePath } from '../../routes/navigation.ts';
import { Link } from '../../ui/Link.tsx';
import type { Resource, ResourceViewProps } from '../../workspace/resource.ts';
import { ViewTable } from '../../workspace/ViewTable.tsx';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';
import { LINK_FIELDS } from './link-fields.ts';
import { MASTER_DATA_SCREENS } from './masterdata-types.ts';
import { PRODUCT_FIELDS } from './product-fields.ts';
import { Paging } from '../statistics/index.ts';
import { ACTION_LABELS, labelText, type AuditEntity, type RecentWrite } from './audit-entries.ts';
import { ChangeTable } from './ChangeTable.tsx';
import './audit.css';

const PAGE_SIZE = 25;

/** The fields and the edit route of a written document. */
function describe(write: RecentWrite): {
  fields: readonly FieldSpec[];
  edit?: RouteId;
  params: Record<string, string>;
} {
  const params = { id: write.doc_id };
  if (write.entity === 'products') return { fields: PRODUCT_FIELDS, edit: 'ds.products.edit', params };
  if (write.entity === 'links') return { fields: LINK_FIELDS, edit: 'ds.links.update-abstract', params };
  const screen = MASTER_DATA_SCREENS.find((candidate) => candidate.type === write.doc_type);
  return { fields: screen?.fields ?? [], edit: screen?.routes.edit, params };
}

type RecentPage = { total: number; offset: number; items: RecentWrite[] };

export const AUDIT: Resource<RecentWrite> = {
  source: {
    kind: 'rest',
    path: (query) => `/api/audit/documents/recent?${new URLSearchParams(query).toString()}`,
    rows: (answer) => (answer as RecentPage).items,
    keepPrevious: true,
  },
  routes: { list: 'ds.audit' },
  title: msg`Change history`,
  intro: msg`Every change to products, links and master data sent through the workspace: who made it, when, and which fields changed from what to what. Newest first.`,
  empty: msg`No change was recorded here yet.`,
  savedOn: 'server',
  rowKey: (row) => row.audit_id,
  nameOf: (row) => row.doc_id,
  mayCreate: () => false,
  mayEdit: () => false,
  useColumns: () => [],
  useFilters() {
    const { t } = useLingui();
    const [entity, setEntity] = useState<AuditEntity | ''>('');
    const [offset, setOffset] = useState(0);
    const labels = useEntityLabels();
    const query: Record<string, string> = { offset: String(offset), limit: String(PAGE_SIZE) };
    if (entity) query.entity = entity;
    return {
      query,
      paging: { offset, limit: PAGE_SIZE, setOffset },
      controls: (
        <div className="audit-toolbar">
          <label className="field">
            <span className="field__label">
              <Trans>Show changes of</Trans>
            </span>
            <select
              value={entity}
              onChange={(event) => {
                setEntity(event.target.value as AuditEntity | '');
                setOffset(0);
              }}
            >
              <option value="">{t`Everything`}</option>
              {(Object.keys(labels) as AuditEntity[]).map((id) => (
                <option key={id} value={id}>
                  {labels[id]}
                </option>
              ))}
            </select>
          </label>
        </div>
      ),
    };
  },
  View: AuditTable,
};

function useEntityLabels(): Record<AuditEntity, string> {
  const { t } = useLingui();
  return { products: t`Products`, links: t`Links`, masterdata: t`Master data` };
}

function AuditTable({ rows, answer, filters }: ResourceViewProps<RecentWrite>) {
  const { t, i18n } = useLingui();
  const labels = useEntityLabels();
  const pathOf = useRoutePath();
  const kindOf = (write: RecentWrite) => {
    if (write.entity !== 'masterdata') return labels[write.entity];
    const screen = MASTER_DATA_SCREENS.find((candidate) => candidate.type === write.doc_type);
    return screen ? i18n._(screen.title) : labels.masterdata;
  };
  const paging = filters.paging!;
  return (
    <ViewTable
      rows={rows}
      empty={<Trans>No change was recorded here yet.</Trans>}
      className="audit-table"
      caption={t`Change history`}
      headers={[
        { id: 'when', label: t`When` },
        { id: 'who', label: t`Who` },
        { id: 'what', label: t`What` },
        { id: 'changes', label: t`Changes` },
      ]}
      row={(write) => {
        const { fields, edit, params } = describe(write);
        const name = labelText(write.label, i18n.locale) ?? write.doc_id;
        const who = write.user_name ?? write.user_id;
        const when = formatDateTime(write.at, i18n.locale);
        const action = i18n._(ACTION_LABELS[write.action]);
        return (
          <tr key={write.audit_id} data-doc-id={write.doc_id} data-status={write.status}>
            <td>
              <time dateTime={write.at}>{when}</time>
            </td>
            <td>{who}</td>
            <td>
              {kindOf(write)}:{' '}
              {edit && write.action !== 'delete' ? <Link href={pathOf(edit, params)}>{name}</Link> : name}
              <br />
              <small>{action}</small>
              {write.status === 'attempted' && (
                <>
                  <br />
                  <small className="audit-entry__refused">
                    <Trans>Not stored (conflict): kept here</Trans>
                  </small>
                </>
              )}
            </td>
            <td>
              {write.action !== 'delete' && (
                <ChangeTable
                  caption={t`${action} by ${who} on ${when}`}
                  changes={write.changes}
                  fields={fields}
                />
              )}
            </td>
          </tr>
        );
      }}
      after={
        <Paging
          offset={paging.offset}
          limit={paging.limit}
          total={(answer as RecentPage).total}
          onOffset={paging.setOffset}
        />
      }
    />
  );
}
