// The name of each moderated kind in the page's language.
import { useLingui } from '@lingui/react/macro';
import type { ModeratedKind } from '@poct/schemas';

export function useKindLabel(): (kind: ModeratedKind) => string {
  const { t } = useLingui();
  const labels: Record<ModeratedKind, string> = {
    review: t`Review`,
    'forum-thread': t`Forum thread`,
    'forum-comment': t`Forum comment`,
  };
  return (kind) => labels[kind];
}
