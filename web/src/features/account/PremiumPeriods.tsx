// The account's periods of premium on the profile, each with what it gives (NoodleChat,
// publications and links) and when it starts and ends, dates in the page's language. A plan's
// rights last for its own period, so a later period may give more or less than the one running.
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../../i18n/use-locale.ts';
import { formatLongDate } from '../../lib/format.ts';
import type { SessionEntitlement } from '../../session/types.ts';

function PeriodName({ period }: { period: SessionEntitlement }) {
  const locale = useLocale();
  if (period.plan) return <>{period.plan.name[locale]}</>;
  if (period.source === 'verification') return <Trans>Premium for verified healthcare professionals</Trans>;
  if (period.source === 'trial') return <Trans>Trial access</Trans>;
  return <Trans>Premium granted by our team</Trans>;
}

function PeriodDates({ period, now }: { period: SessionEntitlement; now: number }) {
  const locale = useLocale();
  const from = formatLongDate(period.from, locale);
  const until = period.until ? formatLongDate(period.until, locale) : '';
  const upcoming = Date.parse(period.from) > now;
  if (upcoming)
    return until ? (
      <Trans>
        From {from} until {until}
      </Trans>
    ) : (
      <Trans>From {from}, without end date</Trans>
    );
  return until ? <Trans>Until {until}</Trans> : <Trans>Without end date</Trans>;
}

export function PremiumPeriods({ periods }: { periods: SessionEntitlement[] }) {
  // The moment the page opened decides which periods are still to come.
  const [now] = useState(() => Date.now());
  if (periods.length === 0) return null;
  return (
    <section aria-labelledby="premium-periods-title" className="premium-periods">
      <h2 id="premium-periods-title">
        <Trans>Your premium periods</Trans>
      </h2>
      <ul data-testid="premium-periods">
        {periods.map((period) => (
          <li
            key={`${period.source}-${period.from}-${period.plan?.id ?? ''}`}
            data-testid="premium-period"
            data-chat={period.chat_access ? 'yes' : 'no'}
            data-links={period.link_access ? 'yes' : 'no'}
          >
            <strong>
              <PeriodName period={period} />
            </strong>
            {': '}
            <PeriodDates period={period} now={now} />
            <ul>
              <li>
                {period.link_access ? <Trans>Publications and links</Trans> : <Trans>No publications</Trans>}
              </li>
              <li>
                {period.chat_access ? <Trans>NoodleChat assistant</Trans> : <Trans>Without NoodleChat</Trans>}
              </li>
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
