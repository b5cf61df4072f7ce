// "Request a quote" on the product page: the button, the form in a dialog, and the user's
// requests for this product with their state. A request written offline shows as pending and
// turns to sent by itself once the outbox got it through.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MasterData, Product } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import type { OutboxEntry } from './outbox.ts';
import { useQuotations } from './use-outbox.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { QuoteRequestForm } from './QuoteRequestForm.tsx';
import { TESTS_PER_YEAR_PARAM, testsPerYearFrom } from './quote-form.ts';
import { formatDateTime } from '../../lib/format.ts';
import { textOf } from '../../lib/server-error.ts';

export function QuoteRequest({
  product,
  masterdata,
}: {
  product: Product;
  masterdata: ReadonlyMap<string, MasterData>;
}) {
  const { t } = useLingui();
  const quotations = useQuotations();
  // Coming from the comparison's cost calculator: the form opens with its tests per year.
  const [params] = useSearchParams();
  const testsPerYear = testsPerYearFrom(params.get(TESTS_PER_YEAR_PARAM));
  const [open, setOpen] = useState(testsPerYear !== undefined);
  const [lastId, setLastId] = useState<string | null>(null);
  if (!quotations) return null;
  const mine = quotations.entries.filter((entry) => entry.product_id === product.id).reverse();
  const last = mine.find((entry) => entry.id === lastId);

  return (
    <section className="product__section quote-requests" aria-labelledby="quote-requests-title">
      <h2 id="quote-requests-title">
        <Trans>Quote request</Trans>
      </h2>
      <p>
        <Trans>Ask for a price quotation for this product. Our staff pass it on and get back to you.</Trans>
      </p>
      <Button onPress={() => setOpen(true)}>
        <Trans>Request a quote</Trans>
      </Button>
      <Dialog isOpen={open} onOpenChange={setOpen} title={t`Request a quote for ${product.name}`}>
        {(close) => (
          <QuoteRequestForm
            product={product}
            masterdata={masterdata}
            quotations={quotations}
            testsPerYear={testsPerYear}
            onSent={(entry) => {
              setLastId(entry.id);
              close();
            }}
          />
        )}
      </Dialog>
      <div role="status" className="quote-requests__announcement">
        {last?.status === 'sent' && (
          <p className="quote-requests__note quote-requests__note--sent">
            <Trans>Your quote request was sent.</Trans>
          </p>
        )}
        {last?.status === 'pending' && (
          <p className="quote-requests__note">
            <Trans>
              Your quote request is saved on this device and will be sent automatically as soon as you are
              online again.
            </Trans>
          </p>
        )}
      </div>
      {mine.length > 0 && (
        <>
          <h3>
            <Trans>Your requests for this product</Trans>
          </h3>
          <ul className="quote-requests__list">
            {mine.map((entry) => (
              <QuoteEntry key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function QuoteEntry({ entry }: { entry: OutboxEntry }) {
  const { t } = useLingui();
  const locale = useLocale();
  const when = (iso: string) => formatDateTime(iso, locale);
  const written = when(entry.created_at);
  const sent = entry.sent_at ? when(entry.sent_at) : '';
  const reason = entry.error ? textOf(entry.error, locale) : t`the server refused the request`;
  return (
    <li className={`quote-entry quote-entry--${entry.status}`} data-status={entry.status}>
      <span className="quote-entry__subject">{entry.subject}</span>
      <span className="quote-entry__state">
        {entry.status === 'pending' && (
          <Trans>Pending: written {written}, will be sent when you are online</Trans>
        )}
        {entry.status === 'sent' && <Trans>Sent {sent}</Trans>}
        {entry.status === 'failed' && <Trans>Not sent: {reason}</Trans>}
      </span>
    </li>
  );
}
