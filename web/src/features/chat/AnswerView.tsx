// One NoodleChat answer: a refusal, or the understood conditions as removable chips, the words it
// did not use (with "did you mean" suggestions and their counts) and the words read with a typo
// (with how sure), the count, the product cards, why nothing matched (with the nearest
// relaxations), and the ways on: open the search with these filters, compare these.
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { COMPARISON_MAX_PRODUCTS, type Condition, type Vocabulary } from '@poct/schemas';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useLocale, useLocalizePath } from '../../i18n/use-locale.ts';
import { useComparison } from '../compare/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import type { Answer, UnusedWords } from './assistant.ts';
import { conditionLabel } from './condition-labels.ts';
import { ProductCard } from './ProductCard.tsx';
import { searchLinkFor } from './search-link.ts';

/** Cards shown in the conversation; the search and the report take the whole answer. */
const SHOWN_CARDS = 10;

export interface AnswerViewProps {
  answer: Answer;
  vocabulary: Vocabulary;
  /** The server model's wording of this answer (features/chat/phrasing.ts); the cards never come from it. */
  phrased?: string | undefined;
  /** Only the latest answer can be changed; older ones stay as they were. */
  onChange?: (conditions: Condition[]) => void;
}

export function AnswerView({ answer, vocabulary, phrased, onChange }: AnswerViewProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const label = (condition: Condition) => conditionLabel(condition, vocabulary, locale, i18n);
  if (answer.kind === 'refusal') {
    return (
      <>
        {answer.reason === 'off_topic' && (
          <NotUsed unused={answer} broader={false} label={label} onChange={onChange} />
        )}
        <p className="chat-answer__refusal">
          {answer.reason === 'clinical' ? (
            <Trans>
              I am a catalogue lookup, not a clinical advisor, so I cannot answer questions about patients,
              diagnoses or treatments.
            </Trans>
          ) : (
            <Trans>I can only answer questions about the products in the catalogue.</Trans>
          )}{' '}
          <Trans>
            Ask me for devices by parameter, sample type and volume, time to result, connectivity, method,
            device details, diagnostic area, manufacturer or price, for example “CRP devices with at most 10
            µl capillary blood”.
          </Trans>
        </p>
      </>
    );
  }
  const understood = answer.conditions.map(label).join('; ');
  const { total, cards, explanation } = answer;
  return (
    <div className="chat-answer">
      <p>{t`Understood: ${understood}.`}</p>
      <ul className="chat-answer__chips" aria-label={t`Understood conditions`}>
        {answer.conditions.map((condition, at) => (
          <li key={`${condition.kind}-${at}`} className="chat-chip">
            <span>{label(condition)}</span>
            {onChange && (
              <Button
                variant="quiet"
                className="chat-chip__remove"
                aria-label={t`Remove condition: ${label(condition)}`}
                onPress={() => onChange(answer.conditions.filter((_, i) => i !== at))}
              >
                ×
              </Button>
            )}
          </li>
        ))}
      </ul>
      {(answer.readings ?? []).map((reading, at) => {
        const meant = label(reading.condition);
        const sure = i18n.number(reading.confidence, { style: 'percent' });
        return (
          <p key={`reading-${at}`} className="chat-answer__reading">
            {t`Read “${reading.words}” as ${meant} (${sure} sure).`}
          </p>
        );
      })}
      <NotUsed unused={answer} broader label={label} onChange={onChange} />
      {phrased && (
        <p className="chat-answer__phrased">
          <span className="visually-hidden">{t`In the model's words:`} </span>
          {phrased}
        </p>
      )}
      <p className="chat-answer__count">
        <Plural value={total} _0="No product matches." one="# product matches." other="# products match." />
      </p>
      {explanation && <NoMatch explanation={explanation} label={label} onChange={onChange} />}
      {cards.length > 0 && (
        <ol className="chat-answer__cards" aria-label={t`Matching products`}>
          {cards.slice(0, SHOWN_CARDS).map((card) => (
            <li key={card.id}>
              <ProductCard card={card} />
            </li>
          ))}
        </ol>
      )}
      {total > 0 && <AnswerActions answer={answer} label={label} />}
    </div>
  );
}

/** "Nicht berücksichtigt: …": the words no condition carries, and the nearest names to ask instead. */
function NotUsed({
  unused,
  broader,
  label,
  onChange,
}: {
  unused: UnusedWords;
  /** The answer shows products: they may include some the unused words would rule out. */
  broader: boolean;
  label: (condition: Condition) => string;
  onChange?: AnswerViewProps['onChange'];
}) {
  const { t } = useLingui();
  const words = (unused.notUsed ?? []).join(', ');
  const suggestions = unused.suggestions ?? [];
  if (!words) return null;
  return (
    <div className="chat-answer__not-used">
      <p>
        {t`Not used: ${words}.`} {broader && t`The result may be broader than the question.`}
      </p>
      {suggestions.length > 0 && (
        <ul aria-label={t`Did you mean …?`}>
          {suggestions.map((suggestion, at) => {
            const name = label(suggestion.condition);
            const count = suggestion.count;
            const text = t({
              message: plural(count, {
                one: `Did you mean ${name}? (# product)`,
                other: `Did you mean ${name}? (# products)`,
              }),
            });
            return (
              <li key={at}>
                {onChange ? (
                  <Button variant="secondary" onPress={() => onChange(suggestion.conditions)}>
                    {text}
                  </Button>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function NoMatch({
  explanation,
  label,
  onChange,
}: {
  explanation: NonNullable<Extract<Answer, { kind: 'results' }>['explanation']>;
  label: (condition: Condition) => string;
  onChange?: AnswerViewProps['onChange'];
}) {
  const { t } = useLingui();
  const blocking = explanation.blocking ? label(explanation.blocking) : null;
  return (
    <div className="chat-answer__no-match">
      {blocking && <p>{t`The condition “${blocking}” removed the last candidates.`}</p>}
      {explanation.relaxations.length > 0 && (
        <ul aria-label={t`Nearest relaxations`}>
          {explanation.relaxations.map((relaxation, at) => {
            const change = relaxation.change;
            const what =
              'loosened' in change
                ? t`Instead: ${label(change.loosened)}`
                : t`Without: ${[change.removed].flat().map(label).join('; ')}`;
            const count = relaxation.count;
            const text = t({
              message: plural(count, { one: `${what} (# product)`, other: `${what} (# products)` }),
            });
            return (
              <li key={at}>
                {onChange ? (
                  <Button variant="secondary" onPress={() => onChange(relaxation.conditions)}>
                    {text}
                  </Button>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function AnswerActions({
  answer,
  label,
}: {
  answer: Extract<Answer, { kind: 'results' }>;
  label: (condition: Condition) => string;
}) {
  const { t } = useLingui();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const comparison = useComparison();
  const noteId = useId();
  const compared = answer.cards.slice(0, COMPARISON_MAX_PRODUCTS);
  const search = searchLinkFor(answer.conditions);
  const leftOut = search.leftOut.map(label).join('; ');
  return (
    <div className="chat-answer__actions">
      <Link
        href={localize(`/search?${search.params.toString()}`)}
        aria-describedby={leftOut ? noteId : undefined}
      >
        <Trans>Open in search with these filters</Trans>
      </Link>
      {leftOut && (
        <p id={noteId} className="chat-answer__left-out">
          {t`The search filter cannot express: ${leftOut}.`}
        </p>
      )}
      {comparison && (
        <Button
          variant="secondary"
          onPress={() => {
            comparison.clear();
            for (const card of compared) comparison.add(card.id);
            void navigate(localize('/compare'));
          }}
        >
          {answer.total > compared.length ? (
            <Trans>Compare the first {compared.length}</Trans>
          ) : (
            <Trans>Compare these</Trans>
          )}
        </Button>
      )}
    </div>
  );
}
