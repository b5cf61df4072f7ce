// The form kit's form-level error: the text of a refusal no field can show, above the form, in a
// live region that is always there (so a screen reader hears the text when it appears).
export function FormAlert({ text }: { text: string | null | undefined }) {
  return (
    <div role="alert" className="form__alert">
      {text && <p className="form__error">{text}</p>}
    </div>
  );
}
