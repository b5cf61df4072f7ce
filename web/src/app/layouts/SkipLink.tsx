import { Trans } from '@lingui/react/macro';

/** First stop for keyboard users: jumps past the navigation to the page. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      <Trans>Skip to content</Trans>
    </a>
  );
}
