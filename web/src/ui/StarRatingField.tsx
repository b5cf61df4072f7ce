// A 1–5 star rating as a react-aria RadioGroup: arrow keys move the choice, each star is a radio
// named "n of 5 stars" for screen readers, and its error is announced like any field's.
import { useId } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { InlineError } from './InlineError.tsx';

export function StarRatingField({
  label,
  name,
  value,
  onChange,
  starLabel,
  error,
  max = 5,
}: {
  label: string;
  name: string;
  value: number | undefined;
  onChange(value: number): void;
  /** The accessible name of the n-th star, e.g. "3 of 5 stars". */
  starLabel(stars: number): string;
  error?: string | undefined;
  max?: number;
}) {
  const errorId = useId();
  const stars = Array.from({ length: max }, (_, index) => index + 1);
  return (
    <div className="field star-rating">
      <RadioGroup
        name={name}
        orientation="horizontal"
        value={value === undefined ? null : String(value)}
        onChange={(next) => onChange(Number(next))}
        isInvalid={!!error}
        aria-describedby={error ? errorId : undefined}
        className="star-rating__group"
      >
        <Label className="field__label">{label}</Label>
        <div className="star-rating__stars">
          {stars.map((star) => (
            <Radio
              key={star}
              value={String(star)}
              aria-label={starLabel(star)}
              className={`star-rating__star focus-ring${value !== undefined && star <= value ? ' is-filled' : ''}`}
            >
              <span aria-hidden="true">★</span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <InlineError id={errorId} error={error} />
    </div>
  );
}
