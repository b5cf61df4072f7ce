// The message line under a control whose error is a prop (not react-aria's validation): the
// control points at `id` with aria-describedby while there is an error.
export function InlineError({ id, error }: { id: string; error?: string | undefined }) {
  return (
    <div className="field__message">
      {error && (
        <span id={id} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
