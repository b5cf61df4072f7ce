// /ds/quotations: the quote requests premium readers sent from product pages, newest first,
// searchable; each can be read in full and, with `quotations-delete`, deleted after confirming.
// Server-only data (GET/DELETE /api/quotations), so the page needs a connection.
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Quotation } from '@poct/schemas';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useApi } from '../../../lib/api-context.ts';
import { useApiGet } from '../../../lib/use-api-get.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useApiErrorToast } from '../../../session/api-error-toast.ts';
import { can } from '../../../session/permissions.ts';
import { useSession } from '../../../session/use-session.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { LoadStates } from '../../../ui/LoadStates.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { QuotationDetails } from './QuotationDetails.tsx';
import '../../register/account-forms.css';
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

export default function QuotationsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Quotations`);
  const { user } = useSession();
  const mayDelete = can(user, 'quotations-delete');
  const [version, setVersion] = useState(0);
  const [search, setSearch] = useState('');
  const [deleted, setDeleted] = useState<string | null>(null);
  const loaded = useApiGet<{ quotations: Quotation[] }>('/api/quotations', version);
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);

  return (
    <section className="page">
      <h1>
        <Trans>Quotations</Trans>
      </h1>
      <p>
        <Trans>Quote requests readers sent from product pages, newest first.</Trans>
      </p>
      <TextField label={t`Search quotations`} type="search" value={search} onChange={setSearch} />
      {deleted && (
        <p role="status">
          <Trans>The quote request “{deleted}” was deleted.</Trans>
        </p>
      )}
      <div aria-busy={loaded.loading}>
        <LoadStates loaded={loaded} onRetry={() => setVersion((v) => v + 1)}>
          {({ quotations }) => {
            const shown = quotations.filter((quotation) => matches(quotation, words));
            return shown.length === 0 ? (
              <p className="muted" role="status">
                {words.length > 0 ? (
                  <Trans>No quote request matches this search.</Trans>
                ) : (
                  <Trans>No quote requests yet.</Trans>
                )}
              </p>
            ) : (
              <>
                <p className="muted" role="status">
                  <Plural value={shown.length} one="# quote request" other="# quote requests" />
                </p>
                <table className="account-table">
                  <caption className="visually-hidden">
                    <Trans>Quotations</Trans>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Received</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Product</Trans>
                      </th>
                      <th scope="col">
                        <Trans>From</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Subject</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Devices</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Actions</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((quotation) => (
                      <tr key={quotation.id} data-quotation={quotation.id}>
                        <td>
                          <time dateTime={quotation.created_at}>
                            {formatDateTime(quotation.created_at, i18n.locale)}
                          </time>
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
                        <td>{new Intl.NumberFormat(i18n.locale).format(quotation.devices_count)}</td>
                        <td>
                          <QuotationActions
                            quotation={quotation}
                            mayDelete={mayDelete}
                            onDeleted={() => {
                              setDeleted(quotation.subject);
                              setVersion((v) => v + 1);
                            }}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            );
          }}
        </LoadStates>
      </div>
    </section>
  );
}

function QuotationActions({
  quotation,
  mayDelete,
  onDeleted,
}: {
  quotation: Quotation;
  mayDelete: boolean;
  onDeleted(): void;
}) {
  const { t } = useLingui();
  const api = useApi();
  const toast = useApiErrorToast();
  const [open, setOpen] = useState<'read' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const subject = quotation.subject;

  async function remove(close: () => void) {
    setBusy(true);
    try {
      await api.request(`/api/quotations/${encodeURIComponent(quotation.id)}`, { method: 'DELETE' });
      close();
      onDeleted();
    } catch (error) {
      toast(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="quotation-actions">
      <Button variant="secondary" onPress={() => setOpen('read')} aria-label={t`Read “${subject}”`}>
        <Trans>Read</Trans>
      </Button>
      {mayDelete && (
        <Button variant="secondary" onPress={() => setOpen('delete')} aria-label={t`Delete “${subject}”`}>
          <Trans>Delete</Trans>
        </Button>
      )}
      <Dialog
        title={t`Quote request: ${subject}`}
        isOpen={open === 'read'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'read' : null)}
      >
        <QuotationDetails quotation={quotation} />
      </Dialog>
      <Dialog
        title={t`Delete “${subject}”`}
        isOpen={open === 'delete'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'delete' : null)}
      >
        {(close) => (
          <>
            <p>
              <Trans>
                Delete the quote request “{subject}” from {quotation.name}? It cannot be restored.
              </Trans>
            </p>
            <div className="quotation-actions">
              <Button isDisabled={busy} onPress={() => void remove(close)}>
                <Trans>Delete for good</Trans>
              </Button>
              <Button variant="secondary" autoFocus onPress={close}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}
