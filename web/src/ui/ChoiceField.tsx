// A radio choice with a label that shows its error beside it (linked with aria-describedby, the
// group marked invalid).
import { useId } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { InlineError } from './InlineError.tsx';

export function ChoiceField(props: {
  name: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ id: string; label: string }>;
  error?: string | undefined;
  orientation?: 'horizontal' | 'vertical';
}) {
  const errorId = useId();
  return (
    <RadioGroup
      name={props.name}
      value={props.value ?? null}
      onChange={props.onChange}
      isInvalid={!!props.error}
      aria-describedby={props.error ? errorId : undefined}
      orientation={props.orientation ?? 'horizontal'}
      className="field radio-group"
    >
      <Label className="field__label">{props.label}</Label>
      <div className="radio-group__options">
        {props.options.map((option) => (
          <Radio key={option.id} value={option.id} className="radio focus-ring">
            <span className="radio__dot" aria-hidden="true" />
            <span className="radio__label">{option.label}</span>
          </Radio>
        ))}
      </div>
      <InlineError id={errorId} error={props.error} />
    </RadioGroup>
  );
}
