// The name of each moderated kind and report category in the page's language.
import { useLingui } from '@lingui/react/macro';
import type { ModeratedKind, ReportCategory } from '@poct/schemas';

export function useKindLabel(): (kind: ModeratedKind) => string {
  const { t } = useLingui();
  const labels: Record<ModeratedKind, string> = {
    review: t`Review`,
    'forum-thread': t`Forum thread`,
    'forum-comment': t`Forum comment`,
    post: t`Blog post`,
  };
  return (kind) => labels[kind];
}

export function useReportCategoryLabel(): (category: ReportCategory) => string {
  const { t } = useLingui();
  const labels: Record<ReportCategory, string> = {
    illegal: t`Illegal content`,
    hate: t`Hate, harassment or threats`,
    health_misinformation: t`Misleading health information`,
    personal_data: t`Personal data of others`,
    copyright: t`Copyright or trade mark infringement`,
    advertising: t`Advertising or spam`,
    other: t`Something else`,
  };
  return (category) => labels[category];
}
