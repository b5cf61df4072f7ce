// /ds/quotations: the quote requests premium readers sent from product pages, newest first,
// searchable; each can be read in full and, with `quotations-delete`, deleted after confirming.
// Server-only data (GET/DELETE /api/quotations), so the page needs a connection.
import { useCallback, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Quotation } from '@poct/schemas';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useApi } from '../../lib/api-context.ts';
import { useApiErrorToast } from '../../session/api-error-toast.ts';
import { can } from '../../session/permissions.ts';
import { useSession } from '../../session/use-session.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { Resource, ResourceDelete, ResourceViewProps } from '../../workspace/resource.ts';
import { ViewTable } from '../../workspace/ViewTable.tsx';
import { ResourceRowActions } from '../../workspace/ResourceRow.tsx';
import { QuotationDetails } from './QuotationDetails.tsx';
import '../../styles/account-forms.css';
import './quotations.css';

/** The texts a search looks in. */
function matches(quotation: Quotation, words: string[]): boolean {
  const text = [
    quotation.name,
    quotation.company,
    quotation.email,
    quotation.phone,
    quotation.subject,
    quotation.message,
    quotation.product_name,
    quotation.sub_product_name,
    quotation.additional_info,
  ]
    .filter(Boolean)
    .join(' ')
    .toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

export const QUOTATIONS: Resource<Quotation> = {
  source: {
    kind: 'rest',
    path: () => '/api/quotations',
    rows: (answer) => (answer as { quotations: Quotation[] }).quotations,
    keepPrevious: true,
  },
  routes: { list: 'ds.quotations' },
  title: msg`Quotations`,
  intro: msg`Quote requests readers sent from product pages, newest first.`,
  empty: msg`No quote requests yet.`,
  savedOn: 'server',
  rowKey: (row) => row.id,
  nameOf: (row) => row.subject,
  mayCreate: () => false,
  mayEdit: () => false,
  useColumns: () => [],
  useFilters() {
    const { t } = useLingui();
    const [search, setSearch] = useState('');
    const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
    const filter = useCallback((row: Quotation) => matches(row, words), [words.join(' ')]); // eslint-disable-line react-hooks/exhaustive-deps
    return {
      query: { search },
      filter,
      controls: <TextField label={t`Search quotations`} type="search" value={search} onChange={setSearch} />,
    };
  },
  useDelete(reload) {
    const { t } = useLingui();
    const { user } = useSession();
    const api = useApi();
    const toast = useApiErrorToast();
    const [deleted, setDeleted] = useState<string | null>(null);
    if (!can(user, 'quotations-delete')) return undefined;
    return {
      may: () => true,
      label: ({ subject }) => t`Delete “${subject}”`,
      question: (row) => {
        const subject = row.subject;
        return t`Delete the quote request “${subject}” from ${row.name}? It cannot be restored.`;
      },
      notice: deleted && (
        <p role="status">
          <Trans>The quote request “{deleted}” was deleted.</Trans>
        </p>
      ),
      run: async (row) => {
        try {
          await api.request(`/api/quotations/${encodeURIComponent(row.id)}`, { method: 'DELETE' });
          setDeleted(row.subject);
          reload();
        } catch (error) {
          toast(error);
        }
      },
    } satisfies ResourceDelete<Quotation>;
  },
  View: QuotationTable,
};

function QuotationTable({ rows, filters, remove }: ResourceViewProps<Quotation>) {
  const { t, i18n } = useLingui();
  const shown = rows.filter((row) => filters.filter?.(row) ?? true);
  return (
    <ViewTable
      rows={shown}
      empty={
        <>
          {filters.query?.search?.trim() ? (
            <Trans>No quote request matches this search.</Trans>
          ) : (
            <Trans>No quote requests yet.</Trans>
          )}
        </>
      }
      count={
        <>
          <Plural value={shown.length} one="# quote request" other="# quote requests" />
        </>
      }
      className="account-table"
      caption={t`Quotations`}
      headers={[
        { id: 'received', label: t`Received` },
        { id: 'product', label: t`Product` },
        { id: 'from', label: t`From` },
        { id: 'subject', label: t`Subject` },
        { id: 'devices', label: t`Devices` },
        { id: 'tests', label: t`Tests per year` },
        { id: 'actions', label: t`Actions` },
      ]}
      row={(quotation) => (
        <tr key={quotation.id} data-quotation={quotation.id}>
          <td>
            <time dateTime={quotation.created_at}>{formatDateTime(quotation.created_at, i18n.locale)}</time>
          </td>
          <td>
            {quotation.product_name}
            {quotation.sub_product_name && (
              <>
                <br />
                <small>{quotation.sub_product_name}</small>
              </>
            )}
          </td>
          <td>
            {quotation.name}
            {quotation.company && (
              <>
                <br />
                <small>{quotation.company}</small>
              </>
            )}
            <br />
            <small>{quotation.email}</small>
          </td>
          <td>{quotation.subject}</td>
          <td>{formatNumber(quotation.devices_count, i18n.locale)}</td>
          <td>
            {quotation.tests_per_year === undefined
              ? ''
              : formatNumber(quotation.tests_per_year, i18n.locale)}
          </td>
          <td>
            <div className="quotation-actions">
              <ReadQuotation quotation={quotation} />
              <ResourceRowActions resource={QUOTATIONS} row={quotation} remove={remove} extra={undefined} />
            </div>
          </td>
        </tr>
      )}
    />
  );
}

function ReadQuotation({ quotation }: { quotation: Quotation }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const subject = quotation.subject;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)} aria-label={t`Read “${subject}”`}>
        <Trans>Read</Trans>
      </Button>
      <Dialog title={t`Quote request: ${subject}`} isOpen={open} onOpenChange={setOpen}>
        <QuotationDetails quotation={quotation} />
      </Dialog>
    </>
  );
}
