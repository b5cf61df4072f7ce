// The honeypot of the public forms (contact, demo booking): a text field bots fill and people never meet. It is moved off
// screen (not `display: none`, which simple bots skip), hidden from screen readers
// (`aria-hidden`), out of the tab order (`tabIndex={-1}`), and kept from autofill and password
// managers (`autoComplete="off"`, a name no autofill heuristic knows, their opt-out attributes).
// The server treats a form with this field filled as spam (sync-server form-guard/spam-check.ts).
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import './honeypot.css';

export function Honeypot({
  value,
  onChange,
  name,
}: {
  value: string;
  onChange: (value: string) => void;
  /** A name no autofill heuristic knows (`poct_hp_<form>`). */
  name: string;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={id}>{t`Leave this field empty`}</label>
      <input
        id={id}
        name={name}
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
