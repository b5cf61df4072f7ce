// A checkbox that shows its error beside it (announced: the message is linked with
// aria-describedby and the control is marked invalid).
import { useId, type ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import { InlineError } from './InlineError.tsx';

export function CheckField(props: {
  name: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <div className="field field--check">
      <Checkbox
        name={props.name}
        isSelected={props.isSelected}
        onChange={props.onChange}
        isInvalid={!!props.error}
        aria-describedby={props.error ? errorId : undefined}
        className="checkbox focus-ring"
      >
        <span className="checkbox__box" aria-hidden="true" />
        <span className="checkbox__label">{props.children}</span>
      </Checkbox>
      <InlineError id={errorId} error={props.error} />
    </div>
  );
}
