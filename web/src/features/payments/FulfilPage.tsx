// /ds/subscription/fulfill: where Stripe Checkout returns the buyer (`?session_id=cs_…`). The
// server fulfils the session (the same fulfil() as the webhook, so arriving here twice or after
// the webhook changes nothing) and the page shows processing, then success (plan, premium until,
// receipt) or what went wrong, by the server's status: 409 not yours or not paid, 422 invalid or expired,
// 503 provider problem (retry) or, on a server without Stripe, card payments not configured, anything else: contact support. On success the session user is
// reloaded, so premium and the plan's access apply at once and the catalogue starts to sync.
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { message } from '@poct/schemas';
import { useLocale, useLocalizePath } from '../../i18n/use-locale.ts';
import { isApiError, NetworkError } from '../../lib/api-errors.ts';
import { useApi } from '../../lib/api-context.ts';
import { useLoad } from '../../lib/use-load.ts';
import { fulfilOrder, type FulfilAnswer } from './payments-api.ts';
import { formatLongDate } from '../../lib/format.ts';
import { useSessionStore } from '../../session/use-session.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { useCardPayments } from './use-card-payments.ts';

type FulfilState =
  | { status: 'processing' }
  | { status: 'success'; answer: FulfilAnswer }
  | { status: 'error'; code: 409 | 422 | 503 | 'other' };

function codeOf(error: unknown): 409 | 422 | 503 | 'other' {
  if (error instanceof NetworkError) return 503;
  if (isApiError(error, 409) || isApiError(error, 422) || isApiError(error, 503))
    return error.statusCode as 409;
  return 'other';
}

export default function FulfilPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const api = useApi();
  const store = useSessionStore();
  // Each attempt (the first, and each "Try again") is one round of the load: until it answers,
  // the page is processing.
  const { loaded, reload: retry } = useLoad<FulfilState>(sessionId ? `fulfil\n${sessionId}` : null, () =>
    fulfilOrder(api, sessionId!).then(
      async (answer): Promise<FulfilState> => {
        // Premium and the plan's access apply now: the session user is read again (no new sign-in).
        await store.refreshUser().catch(() => undefined);
        return { status: 'success', answer };
      },
      (error: unknown): FulfilState => ({ status: 'error', code: codeOf(error) }),
    ),
  );

  const state: FulfilState = !sessionId
    ? { status: 'error', code: 422 }
    : loaded.state === 'loaded'
      ? loaded.value
      : { status: 'processing' };
  // A server without Stripe also answers 503: that is no provider problem, and no retry helps.
  const cardPayments = useCardPayments();
  return (
    <section className="page" aria-labelledby="fulfil-title" data-testid="fulfil" data-state={state.status}>
      <h1 id="fulfil-title">
        <Trans>Your order</Trans>
      </h1>
      {state.status === 'processing' && <Processing />}
      {state.status === 'success' && <Success answer={state.answer} />}
      {state.status === 'error' &&
        (state.code === 503 && cardPayments === false ? (
          <NotConfigured />
        ) : (
          <Failure code={state.code} onRetry={retry} />
        ))}
    </section>
  );
}

function Processing() {
  const { t } = useLingui();
  return (
    <div role="status">
      <p>
        <Trans>We are confirming your payment. This takes a moment.</Trans>
      </p>
      <ProgressBar label={t`Confirming your payment`} hideLabel />
    </div>
  );
}

function Success({ answer }: { answer: FulfilAnswer }) {
  const locale = useLocale();
  const localize = useLocalizePath();
  const plan = answer.order.plan_name[locale];
  const until = answer.premium_until ? formatLongDate(answer.premium_until, locale) : undefined;
  return (
    <div role="status" data-testid="fulfil-success">
      <p className="notice notice--success">
        <Trans>Thank you! Your payment was received.</Trans>
      </p>
      <dl className="facts">
        <dt>
          <Trans>Plan</Trans>
        </dt>
        <dd>{plan}</dd>
        <dt>
          <Trans>Premium until</Trans>
        </dt>
        <dd data-testid="premium-until">{until ?? <Trans>without end date</Trans>}</dd>
      </dl>
      <ul className="page__links">
        {answer.order.receipt_url && (
          <li>
            <a
              className="link focus-ring"
              href={answer.order.receipt_url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Trans>Invoice and receipt</Trans>
            </a>
          </li>
        )}
        <li>
          <Link href={localize('/ds/search')}>
            <Trans>Search the catalogue</Trans>
          </Link>
        </li>
        <li>
          <Link href={localize('/ds/profile')}>
            <Trans>Your orders</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}

function NotConfigured() {
  return (
    <div role="alert" data-testid="fulfil-error" data-code="not-configured">
      <p className="notice" data-testid="payments-not-configured">
        <Trans>Card payments are not configured on this server.</Trans>
      </p>
    </div>
  );
}

function Failure({ code, onRetry }: { code: 409 | 422 | 503 | 'other'; onRetry: () => void }) {
  const locale = useLocale();
  const localize = useLocalizePath();
  return (
    <div role="alert" data-testid="fulfil-error" data-code={String(code)}>
      <p className="notice notice--error">{message(`error.order.${code}`, locale)}</p>
      {code === 503 ? (
        <Button onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      ) : (
        <p>
          <Link href={localize('/about#contact')}>
            <Trans>Contact support</Trans>
          </Link>
        </p>
      )}
    </div>
  );
}
