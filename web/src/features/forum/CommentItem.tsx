// One comment of a thread: author, when written and "edited at", the text, and what the reader
// may do with it (quote it into the reply, edit it when it is theirs, report it).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ForumComment } from '@poct/schemas';
import { updateComment } from './forum-api.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useApi } from '../../lib/api-context.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { Button } from '../../ui/Button.tsx';
import { Markdown } from '../../ui/Markdown.tsx';
import { MarkdownField } from '../../ui/MarkdownField.tsx';
import { reasonText } from './moderation-notice.ts';
import { ReportDialog } from '../moderation/index.ts';
import { useAuthorName } from '../../ui/author-name.ts';

export function CommentItem({
  comment,
  own,
  mayWrite,
  onQuote,
}: {
  comment: ForumComment;
  own: boolean;
  mayWrite: boolean;
  onQuote(comment: ForumComment): void;
}) {
  const authorName = useAuthorName();
  const { t } = useLingui();
  const locale = useLocale();
  const api = useApi();
  const [editing, setEditing] = useState<string | null>(null);
  const [held, setHeld] = useState<string>();
  const { errors, pending, onSubmit } = useFormSubmit({
    check: (): Record<string, string> => (editing?.trim() ? {} : { body: t`Please write something.` }),
    async send() {
      const answer = await updateComment(api, comment.id, editing ?? '');
      setHeld(answer.status === 'waiting' ? reasonText(answer.status_reason, locale) : undefined);
      setEditing(null);
    },
  });
  const author = authorName(comment);
  return (
    <article className="forum__comment" aria-label={t`Comment by ${author}`}>
      <header className="forum__meta">
        <strong>{author}</strong> ·{' '}
        <time dateTime={comment.created_at}>{formatDateTime(comment.created_at, locale)}</time>
        {comment.edited_at && (
          <>
            {' · '}
            <Trans>
              edited at <time dateTime={comment.edited_at}>{formatDateTime(comment.edited_at, locale)}</time>
            </Trans>
          </>
        )}
      </header>
      {editing === null ? (
        <Markdown source={comment.body} className="forum__text" />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <MarkdownField
            label={t`Your comment`}
            name="body"
            value={editing}
            onChange={setEditing}
            errorMessage={errors.body}
            isRequired
          />
          <Button type="submit" isDisabled={pending}>
            <Trans>Save</Trans>
          </Button>
          <Button variant="secondary" onPress={() => setEditing(null)}>
            <Trans>Cancel</Trans>
          </Button>
        </form>
      )}
      {held && (
        <p role="status" className="forum__held">
          {held}
        </p>
      )}
      <div className="forum__actions">
        {mayWrite && (
          <Button variant="secondary" onPress={() => onQuote(comment)}>
            <Trans>Quote</Trans>
          </Button>
        )}
        {own && mayWrite && editing === null && (
          <Button variant="secondary" onPress={() => setEditing(comment.body)}>
            <Trans>Edit</Trans>
          </Button>
        )}
        {!own && <ReportDialog kind="forum-comment" id={comment.id} />}
      </div>
    </article>
  );
}
