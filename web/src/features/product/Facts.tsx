// A definition list of facts; an empty value says "Not specified" rather than leaving a gap.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

export function Facts({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={className ? `product-facts ${className}` : 'product-facts'}>{children}</dl>;
}

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  const empty = children === '' || children === null || children === undefined;
  return (
    <div className="product-facts__row">
      <dt>{label}</dt>
      <dd>{empty ? <NotSpecified /> : children}</dd>
    </div>
  );
}

export function NotSpecified() {
  const { t } = useLingui();
  return <span className="muted">{t`Not specified`}</span>;
}
