// The name shown for the author of a review, thread or comment: as they chose to be shown, or
// "former member" once their account was erased (sync-server privacy/account-deletion/).
import { useLingui } from '@lingui/react/macro';
import { FORMER_MEMBER_ID } from '@poct/schemas';

export function useAuthorName(): (item: { author_id: string; author_name: string }) => string {
  const { t } = useLingui();
  return (item) => (item.author_id === FORMER_MEMBER_ID ? t`former member` : item.author_name);
}
