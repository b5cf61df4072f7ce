// Writing or editing the own review: the four star ratings (keyboard-operable radio groups), an
// optional Markdown comment with preview, and the declaration that the author is neither the
// manufacturer nor a distributor of the product. Checked with the server's own rules first
// (reviewInputErrors); a refusal (403 for users who may not write) is shown above the button.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { message, REVIEW_SCORES, reviewInputErrors, type ReviewInput, type ReviewScore } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { Button } from '../../ui/Button.tsx';
import { CheckField } from '../../ui/CheckField.tsx';
import { Form } from '../../ui/Form.tsx';
import { MarkdownField } from '../../ui/MarkdownField.tsx';
import { StarRatingField } from '../../ui/StarRatingField.tsx';
import type { OwnReview } from './reviews-api.ts';

type Draft = Partial<Record<ReviewScore, number>> & { comment: string; declared: boolean };

function draftOf(own: OwnReview | null): Draft {
  return {
    ...(own ? Object.fromEntries(REVIEW_SCORES.map((score) => [score, own[score]])) : {}),
    comment: own?.comment ?? '',
    declared: false,
  };
}

export function ReviewForm({
  own,
  productName,
  save,
  onSaved,
  onCancel,
}: {
  own: OwnReview | null;
  productName: string;
  save(input: ReviewInput): Promise<OwnReview>;
  onSaved(own: OwnReview): void;
  onCancel(): void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const [draft, setDraft] = useState<Draft>(() => draftOf(own));
  const input = () => ({
    ...Object.fromEntries(REVIEW_SCORES.map((score) => [score, draft[score]])),
    ...(draft.comment.trim() ? { comment: draft.comment } : {}),
    declared_independent: draft.declared,
  });
  const { errors, formError, pending, onSubmit } = useFormSubmit({
    check() {
      const found: Record<string, string> = {};
      for (const error of reviewInputErrors(input())) {
        found[error.path.slice(1)] ??= message(error.key, locale, error.params);
      }
      return found;
    },
    async send() {
      onSaved(await save(input() as unknown as ReviewInput));
    },
    refused: (failure) => (!failure.reached || failure.status === 400 ? 'toast' : 'form'),
  });
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const starLabel = (stars: number) => t`${stars} of 5 stars`;
  const labels: Record<ReviewScore, string> = {
    overall: t`Overall rating`,
    handling: t`Handling`,
    performance: t`Performance`,
    service: t`Service`,
  };

  return (
    <Form
      validationBehavior="aria"
      onSubmit={onSubmit}
      className="review-form"
      aria-label={t`Your review of ${productName}`}
    >
      {REVIEW_SCORES.map((score) => (
        <StarRatingField
          key={score}
          name={score}
          label={labels[score]}
          value={draft[score]}
          onChange={(value) => set({ [score]: value })}
          starLabel={starLabel}
          error={errors[score]}
        />
      ))}
      <MarkdownField
        label={t`Comment (optional)`}
        name="comment"
        value={draft.comment}
        onChange={(comment) => set({ comment })}
        errorMessage={errors.comment}
      />
      <CheckField
        name="declared_independent"
        isSelected={draft.declared}
        onChange={(declared) => set({ declared })}
        error={errors.declared_independent}
      >
        <Trans>
          I am neither the manufacturer nor a distributor of this product, and I do not work for one.
        </Trans>
      </CheckField>
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="review-form__actions">
        <Button type="submit" isPending={pending}>
          {own ? <Trans>Save review</Trans> : <Trans>Publish review</Trans>}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </Form>
  );
}
