// One product in a NoodleChat answer: name (to its page), manufacturer, the test that meets the
// wishes with its volume and time, and the publication counts by signal colour.
import { Trans, useLingui } from '@lingui/react/macro';
import { SIGNALS, type Signal } from '@poct/schemas';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { SIGNAL_LABELS } from '../product/index.ts';
import { useSyncEngine } from '../../sync/sync-context.ts';
import { Link } from '../../ui/Link.tsx';
import type { CardFacts } from './assistant.ts';
import { usePublicationSignals } from './use-publication-signals.ts';

export function ProductCard({ card }: { card: CardFacts }) {
  const { t, i18n } = useLingui();
  const localize = useLocalizePath();
  const signals = usePublicationSignals(useSyncEngine(), card.id);
  const number = (value: number) => i18n.number(value, { maximumFractionDigits: 2 });
  const shown = SIGNALS.filter((signal: Signal) => signals[signal]);
  return (
    <article className="chat-card" aria-labelledby={`chat-card-${card.id}`}>
      <h3 id={`chat-card-${card.id}`} className="chat-card__name">
        <Link href={localize(`/products/${card.id}`)}>{card.name}</Link>
      </h3>
      <p className="chat-card__manufacturer">{card.manufacturer}</p>
      {card.test && (
        <p className="chat-card__test">
          <Trans>
            {card.test.name}: {number(card.test.volumeUl)} µl, result in {number(card.test.timeMin)} min
          </Trans>
        </p>
      )}
      {shown.length > 0 && (
        <ul className="chat-card__signals" aria-label={t`Publications by signal colour`}>
          {shown.map((signal) => {
            const colour = i18n._(SIGNAL_LABELS[signal]);
            const count = signals[signal]!;
            return (
              <li key={signal} className={`signal signal--${signal}`}>
                <span className="signal__swatch" aria-hidden="true" />
                <span className="signal__label">{t`${colour}: ${count}`}</span>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
