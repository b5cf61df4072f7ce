// /compare: the comparison report on the products selected in the search (premium), with the
// user's saved comparisons; `?saved=<id>` shows a saved one, `?shared=<token>` one another user
// shared (resolved by the server, which checks premium). Built from the device's own data, so it
// opens, prints and makes its PDF and spreadsheets offline. Guests and free accounts see what
// premium gives instead; nothing of the catalogue or of a share is read or fetched for them.
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { COMPARISON_MAX_PRODUCTS } from '@poct/schemas';
import type { LocalDatabase } from '../../db/storage/local-database.ts';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PdfDownload } from './PdfDownload.tsx';
import { usePdfMaker } from './make-pdf.ts';
import { SheetDownload } from './SheetDownload.tsx';
import { buildReport } from './report-model.ts';
import { CostCalculator } from './CostCalculator.tsx';
import { prefilledInputs } from './cost-calculator.ts';
import { useCostInputs } from './cost-inputs.ts';
import { ReportView } from './ReportView.tsx';
import { mayCompare, useComparison, type Comparison } from './use-comparison.ts';
import { useReportData } from './use-report-data.ts';
import { SavedComparisonList, SaveComparisonForm } from './SavedComparisons.tsx';
import { useSavedComparisons } from './use-saved-comparisons.ts';
import { useApiGet } from '../../lib/use-load.ts';
import { useSession } from '../../session/use-session.ts';
import { useSyncComplete, useSyncEngine } from '../../sync/sync-context.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { WatchProducts } from '../watchlist/index.ts';
import './report.css';

export default function ComparePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Comparison report`);
  const { user } = useSession();
  const comparison = useComparison();
  const [params] = useSearchParams();
  if (!mayCompare(user) || !comparison) return <PremiumInvitation signedIn={user !== null} />;
  const shared = params.get('shared');
  if (shared) return <SharedReport token={shared} />;
  const saved = params.get('saved');
  if (saved) return <SavedReport id={saved} />;
  return <Report ids={comparison.ids} comparison={comparison} />;
}

interface SavedInfo {
  name: string;
  savedAt: string;
}

/** Said instead of a report that cannot be shown (a saved or shared comparison that is gone). */
function Gone({ children }: { children: ReactNode }) {
  const localize = useLocalizePath();
  return (
    <section className="page compare-page">
      <h1>
        <Trans>Comparison report</Trans>
      </h1>
      <p role="status">{children}</p>
      <Link href={localize('/compare')} variant="button">
        <Trans>Back to your comparison</Trans>
      </Link>
    </section>
  );
}

function SavedReport({ id }: { id: string }) {
  const saved = useSavedComparisons();
  const found = saved?.list?.find((each) => each.id === id);
  if (saved?.list && !found) {
    return (
      <Gone>
        <Trans>This saved comparison is not on this device; it may have been deleted.</Trans>
      </Gone>
    );
  }
  if (!found) return <Reading />;
  return <Report ids={found.product_ids} saved={{ name: found.name, savedAt: found.updated_at }} />;
}

function SharedReport({ token }: { token: string }) {
  const { loaded } = useApiGet<{ name: string; product_ids: string[]; updated_at: string }>(
    `/api/comparisons/shared/${encodeURIComponent(token)}`,
  );
  if (loaded.state === 'missing') {
    return (
      <Gone>
        <Trans>This shared comparison does not exist any more; its owner may have deleted it.</Trans>
      </Gone>
    );
  }
  if (loaded.state === 'failed') return <Gone>{loaded.text}</Gone>;
  if (loaded.state === 'loading') return <Reading />;
  const { value } = loaded;
  return <Report ids={value.product_ids} saved={{ name: value.name, savedAt: value.updated_at }} />;
}

function Reading() {
  return (
    <section className="page compare-page">
      <h1>
        <Trans>Comparison report</Trans>
      </h1>
      <p className="compare-page__state" role="status">
        <Trans>Reading the products on this device…</Trans>
      </p>
    </section>
  );
}

/** The report on `ids`: the current selection (`comparison`) or a saved or shared comparison (`saved`). */
function Report({
  ids,
  comparison,
  saved,
}: {
  ids: readonly string[];
  comparison?: Comparison;
  saved?: SavedInfo;
}) {
  const localize = useLocalizePath();
  const engine = useSyncEngine();
  const local: LocalDatabase | null = engine?.local.collection('catalogue') ? engine.local : null;
  const data = useReportData(local, ids);
  const { user } = useSession();
  // The PDF worker starts while the page is idle and ends with the page (or the user).
  const pdfMaker = usePdfMaker(ids.length > 0 ? user?.id : undefined);
  // The calculator starts each product from its own figures; what the user entered is kept on the device.
  const ownFigures = useMemo(
    () => new Map((data?.products ?? []).map((product) => [product.id, prefilledInputs(product)])),
    [data],
  );
  const costs = useCostInputs(user?.id, ownFigures);
  const savedComparisons = useSavedComparisons();
  // On a fresh device the selection is there before the catalogue: until the first sync has
  // finished, an absent product or name is "not here yet", not "gone" or "not stated".
  const complete = useSyncComplete();
  const { i18n, t } = useLingui();
  // A plan without link access leaves the publications off the device (db/collections.ts).
  const publicationsLocked = !!engine && !engine.local.collection('publications');
  const savedName = saved?.name;
  const savedAt = saved?.savedAt;
  const report = useMemo(() => {
    if (!data) return null;
    const named =
      savedName !== undefined && savedAt !== undefined ? { saved: { name: savedName, savedAt } } : {};
    return buildReport({ ...data, publicationsLocked, costs: costs.inputs, ...named }, i18n, new Date());
  }, [data, i18n, publicationsLocked, savedName, savedAt, costs.inputs]);
  const savedPanel = comparison && savedComparisons && (
    <SavedComparisonList saved={savedComparisons} currentIds={ids} />
  );

  if (ids.length === 0) {
    return (
      <section className="page compare-page">
        <h1>
          <Trans>Comparison report</Trans>
        </h1>
        <p>
          <Trans>
            No products are selected. Tick “Compare” on the products you want in the search results.
          </Trans>
        </p>
        <Link href={localize('/search')} variant="button">
          <Trans>Go to the search</Trans>
        </Link>
        {savedPanel}
      </section>
    );
  }
  if (!report) return <Reading />;
  const missing = report.missing;
  return (
    <section className="page compare-page" aria-busy={!complete || undefined}>
      <div className="compare-page__toolbar" role="group" aria-label={t`Report actions`}>
        <PdfDownload
          report={report}
          maker={pdfMaker}
          unavailable={
            complete ? undefined : t`The PDF can be made once all the data has arrived on this device.`
          }
        />
        <SheetDownload
          report={report}
          unavailable={
            complete
              ? undefined
              : t`The spreadsheets can be made once all the data has arrived on this device.`
          }
        />
        <Button variant="secondary" onPress={() => window.print()} isDisabled={!complete}>
          <Trans>Print</Trans>
        </Button>
        {comparison ? (
          <>
            <Link href={localize('/search')} variant="button" className="compare-page__change">
              <Trans>Change selection</Trans>
            </Link>
            <Button variant="quiet" onPress={comparison.clear}>
              <Trans>Clear selection</Trans>
            </Button>
          </>
        ) : (
          <Link href={localize('/compare')} variant="button" className="compare-page__change">
            <Trans>Back to your comparison</Trans>
          </Link>
        )}
      </div>
      {!complete && (
        <div className="compare-page__state">
          <h1>
            <Trans>Comparison report</Trans>
          </h1>
          <p role="status">
            <Trans>
              The catalogue is still arriving on this device. The report appears as soon as the products,
              their names and publications are here (the progress is shown at the top of the page).
            </Trans>
          </p>
        </div>
      )}
      {complete && missing > 0 && (
        <p className="compare-page__missing" role="note">
          <Plural
            value={missing}
            one="One selected product is no longer in the catalogue and is left out."
            other="# selected products are no longer in the catalogue and are left out."
          />
        </p>
      )}
      {comparison && savedComparisons && <SaveComparisonForm saved={savedComparisons} ids={ids} />}
      {complete && data && (
        <CostCalculator
          products={report.products.flatMap(({ id }) => data.products.filter((product) => product.id === id))}
          inputs={costs.inputs}
          onChange={costs.change}
        />
      )}
      {data && <WatchProducts products={data.products} />}
      {complete && <ReportView report={report} />}
      {savedPanel}
    </section>
  );
}

function PremiumInvitation({ signedIn }: { signedIn: boolean }) {
  const localize = useLocalizePath();
  const max = COMPARISON_MAX_PRODUCTS;
  return (
    <section className="page compare-page">
      <h1>
        <Trans>Comparison report</Trans>
      </h1>
      <div className="compare-page__invitation">
        <p>
          <Trans>
            With premium access you select up to <Plural value={max} one="# product" other="# products" /> in
            the search and get a comparison report in one click: key facts, connectivity, a resume per
            company, sample type, sample volume and time to result, and an overview of the publications, to
            print or to save as a PDF, also offline.
          </Trans>
        </p>
        <p>
          <Trans>Premium is free for verified healthcare professionals.</Trans>
        </p>
        <div className="compare-page__invitation-actions">
          <Link href={localize('/pricing')} variant="button">
            <Trans>What premium gives</Trans>
          </Link>
          {!signedIn && (
            <Link href={localize('/login')}>
              <Trans>Log in</Trans>
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
