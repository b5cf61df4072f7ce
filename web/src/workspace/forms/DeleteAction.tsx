// Deleting asks first, and refuses while the item is still referred to: the dialog says where
// it is used, so nothing is left pointing at an item that is gone.
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

export interface UsageLine {
  key: string;
  text: string;
}

export interface DeleteActionProps {
  name: string;
  /** Where the item is used, read when the dialog opens. */
  usages(): Promise<UsageLine[]>;
  onDelete(): Promise<void>;
  /** The question before deleting, when the default (about devices and sync) does not fit. */
  question?: string;
  /** The button's accessible name, when "Delete {name}" does not fit. */
  label?: string;
}

export function DeleteAction({ name, usages, onDelete, question, label }: DeleteActionProps) {
  const { t } = useLingui();
  const [found, setFound] = useState<UsageLine[] | null>(null);
  const [open, setOpen] = useState(false);

  async function start() {
    setFound(null);
    setOpen(true);
    setFound(await usages());
  }

  return (
    <>
      <Button variant="secondary" onPress={() => void start()} aria-label={label ?? t`Delete ${name}`}>
        <Trans>Delete</Trans>
      </Button>
      <Dialog title={t`Delete “${name}”`} isOpen={open} onOpenChange={setOpen}>
        {(close) =>
          found === null ? (
            <p role="status">
              <Trans>Checking where this entry is used…</Trans>
            </p>
          ) : found.length > 0 ? (
            <div role="alert">
              <p>
                <Plural
                  value={found.length}
                  one={`“${name}” cannot be deleted: it is still used in # place.`}
                  other={`“${name}” cannot be deleted: it is still used in # places.`}
                />
              </p>
              <ul className="wf-usages">
                {found.slice(0, 50).map((usage) => (
                  <li key={usage.key}>{usage.text}</li>
                ))}
              </ul>
              {found.length > 50 && (
                <p>
                  <Trans>and {found.length - 50} more.</Trans>
                </p>
              )}
              <p>
                <Trans>Remove these references first, then delete it.</Trans>
              </p>
              <Button autoFocus onPress={close}>
                <Trans>Close</Trans>
              </Button>
            </div>
          ) : (
            <>
              <p>
                {question ?? (
                  <Trans>Delete “{name}”? It is removed from every device after the next sync.</Trans>
                )}
              </p>
              <div className="wf-actions">
                <Button
                  onPress={() => {
                    void onDelete().then(close);
                  }}
                >
                  <Trans>Delete for good</Trans>
                </Button>
                <Button variant="secondary" autoFocus onPress={close}>
                  <Trans>Cancel</Trans>
                </Button>
              </div>
            </>
          )
        }
      </Dialog>
    </>
  );
}
