// The reply under a thread: Markdown with a preview, kept as a draft on the device (a reload or
// going offline loses nothing), sent through the comment outbox, so a comment written offline
// leaves once the network returns, exactly once. A comment held for a watched word shows above it,
// with why (OwnHeldComments).
import { type Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n/use-locale.ts';
import { textOf } from '../../lib/server-error.ts';
import { newCommentId } from './forum-api.ts';
import { useCommentOutbox } from './comment-outbox.ts';
import type { useDraft } from '../../session/drafts.ts';
import { useSession } from '../../session/use-session.ts';
import { Button } from '../../ui/Button.tsx';
import { Markdown } from '../../ui/Markdown.tsx';
import { MarkdownField } from '../../ui/MarkdownField.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';

export function CommentForm({
  threadId,
  draft,
  formRef,
}: {
  threadId: string;
  draft: ReturnType<typeof useDraft<string>>;
  formRef?: Ref<HTMLFormElement>;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { user } = useSession();
  const outbox = useCommentOutbox();
  const [body, setBody, discard] = draft;
  const waiting = (outbox?.entries ?? []).filter(
    (entry) => entry.product_id === threadId && entry.status !== 'sent',
  );

  const { errors, onSubmit } = useFormSubmit({
    check: (): Record<string, string> =>
      outbox && user && !body.trim() ? { comment: t`Please write something.` } : {},
    async send() {
      if (!outbox || !user) return;
      const request = { id: newCommentId(threadId), thread_id: threadId, body: body.trim() };
      discard();
      await outbox.submit(request);
    },
  });
  const error = errors.comment;

  return (
    <>
      {waiting.length > 0 && (
        <section className="forum__outbox" aria-label={t`Comments waiting to be sent`}>
          {waiting.map((entry) => (
            <div key={entry.id} className="forum__comment forum__comment--pending">
              <p className="forum__meta" role="status">
                {entry.status === 'failed' ? (
                  <Trans>Not sent: {entry.error ? textOf(entry.error, locale) : ''}</Trans>
                ) : (
                  <Trans>Waiting to be sent when you are online again</Trans>
                )}
              </p>
              {entry.request && <Markdown source={entry.request.body} className="forum__text" />}
            </div>
          ))}
        </section>
      )}
      <form className="forum__reply" onSubmit={onSubmit} noValidate ref={formRef}>
        <MarkdownField label={t`Your comment`} name="comment" value={body} onChange={setBody} isRequired />
        {error && (
          <p role="alert" className="form__error">
            {error}
          </p>
        )}
        <Button type="submit">
          <Trans>Send comment</Trans>
        </Button>
      </form>
    </>
  );
}
