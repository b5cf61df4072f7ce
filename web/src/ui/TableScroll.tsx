// A table wider than a phone scrolls inside its own box, never the page: the box is a focusable,
// labelled region (a keyboard scrolls it too), and on a narrow screen a hint says more columns
// are to the side.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll-frame">
      <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
      <p className="table-scroll__hint">
        <Trans>Scroll the table sideways to see all columns.</Trans>
      </p>
    </div>
  );
}
