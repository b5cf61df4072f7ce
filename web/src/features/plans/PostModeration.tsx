// Below a post's edit form, for its author: a post that staff restricted after a report (hidden
// from readers), with the reason given and the objection to that decision (GET
// /api/moderation/mine; the author is mailed the statement of reasons too). Nothing otherwise.
import { Trans, useLingui } from '@lingui/react/macro';
import type { OwnModeratedItem } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useApiGet } from '../../lib/use-load.ts';
import { reasonText } from '../forum/index.ts';
import { ObjectionForm } from '../moderation/index.ts';

export default function PostModeration({ id }: { id: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { loaded } = useApiGet<{ items: OwnModeratedItem[] }>('/api/moderation/mine');
  if (loaded.state !== 'loaded') return null;
  const decision = loaded.value.items.find(
    (item) => item.kind === 'post' && item.id === id && item.status === 'rejected',
  );
  if (!decision) return null;
  const reason = reasonText(decision.status_reason, locale);
  return (
    <section aria-labelledby="post-moderation" className="record-form__moderation">
      <h2 id="post-moderation">
        <Trans>Hidden by our moderators</Trans>
      </h2>
      <p>
        <Trans>Readers do not see this post after a report.</Trans>
        {reason && <> {t`Reason: ${reason}`}</>}
      </p>
      <ObjectionForm kind="post" id={decision.id} objected={!!decision.objection} />
    </section>
  );
}
