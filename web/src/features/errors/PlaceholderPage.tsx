// Stands in for pages not built yet: the page's title, so every route already works end to end.
import { Trans, useLingui } from '@lingui/react/macro';
import type { PageProps } from '../../routes/page-props.ts';
import { ROUTE_TITLES } from '../../routes/route-titles.ts';

export default function PlaceholderPage({ route }: PageProps) {
  const { i18n } = useLingui();
  return (
    <section className="page">
      <h1>{i18n._(ROUTE_TITLES[route.id])}</h1>
      <p className="muted">
        <Trans>This page is not available yet.</Trans>
      </p>
    </section>
  );
}
