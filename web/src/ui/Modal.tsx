// The parts of a modal dialog for a screen that lays one out itself (the cookie dialog); the usual
// centred dialog with a title and a close button is `Dialog.tsx`. `ModalOverlay` traps focus and
// blocks the page, `Modal` is the box, `ModalDialog` the dialog role inside it and `DialogHeading`
// its title (slot="title").
import { useState } from 'react';
import { useMove } from 'react-aria';

export { Dialog as ModalDialog, Heading as DialogHeading, Modal, ModalOverlay } from 'react-aria-components';

/** Pixels a dragged element moves per arrow key press. */
const KEY_STEP = 24;

function clamp(value: number, limit: number): number {
  return Math.max(-limit, Math.min(limit, value));
}

/**
 * Drags an element by mouse, touch or keyboard (arrow keys on the handle that gets `moveProps`):
 * `offset` is how far it has moved, kept so that at least its middle stays on screen.
 */
export function useDragOffset() {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const { moveProps } = useMove({
    onMove({ deltaX, deltaY, pointerType }) {
      const step = pointerType === 'keyboard' ? KEY_STEP : 1;
      setOffset((at) => ({
        // Keep at least the middle of the dialog on screen.
        x: clamp(at.x + deltaX * step, window.innerWidth / 2),
        y: clamp(at.y + deltaY * step, window.innerHeight / 2),
      }));
    },
  });
  return { offset, moveProps, reset: () => setOffset({ x: 0, y: 0 }) };
}
