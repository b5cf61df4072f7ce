// A centred modal dialog: full width on small screens, half from medium up,
// closes on Escape and, when dismissable, on a click outside.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from './Button.tsx';

export interface DialogProps extends Omit<ModalOverlayProps, 'children'> {
  title: string;
  /** The dialog body; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Show a close button in the corner. */
  closable?: boolean;
}

export function Dialog({ title, children, closable = true, isDismissable = true, ...props }: DialogProps) {
  const { t } = useLingui();
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className="modal-overlay">
      <Modal className="modal">
        <AriaDialog className="dialog">
          {({ close }) => (
            <>
              <header className="dialog__header">
                <Heading slot="title" className="dialog__title">
                  {title}
                </Heading>
                {closable && (
                  <Button variant="quiet" onPress={close} aria-label={t`Close`} className="dialog__close">
                    ×
                  </Button>
                )}
              </header>
              <div className="dialog__body">
                {typeof children === 'function' ? children(close) : children}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
