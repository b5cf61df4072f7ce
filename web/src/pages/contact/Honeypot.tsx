// The contact form's honeypot: a text field bots fill and people never meet. It is moved off
// screen (not `display: none`, which simple bots skip), hidden from screen readers
// (`aria-hidden`), out of the tab order (`tabIndex={-1}`), and kept from autofill and password
// managers (`autoComplete="off"`, a name no autofill heuristic knows, their opt-out attributes).
// The server treats a message with this field filled as spam (sync-server contact/).
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';

export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="contact__trap" aria-hidden="true">
      <label htmlFor={id}>{t`Leave this field empty`}</label>
      <input
        id={id}
        name="poct_hp_contact"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore="true"
        data-lpignore="true"
        data-form-type="other"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
