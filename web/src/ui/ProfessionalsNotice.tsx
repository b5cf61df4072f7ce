// The notice every page that shows content for professionals carries (the advertising law's
// "Fachkreise"): a product, post or campaign whose audience is `professionals`.
import { Trans } from '@lingui/react/macro';

export function ProfessionalsNotice() {
  return <Trans>Information for healthcare professionals</Trans>;
}
