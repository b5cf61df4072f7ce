// /ds/forum/{topic}/create and /ds/forum/thread/edit-{id}: a thread's subject and Markdown text
// (with a preview), kept as a draft on the device until it is sent. A thread that names a watched
// word is saved but waits for the moderators, and the author is told why.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { message } from '@poct/schemas';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';
import { createThread, newThreadId, updateThread } from './forum-api.ts';
import { useThread, useTopics } from './use-forum.ts';
import { writesForum } from './forum-access.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useApi } from '../../lib/api-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useGoTo, useRoutePath } from '../../routes/navigation.ts';
import type { PageProps } from '../../routes/page-props.ts';
import { useDraft } from '../../session/drafts.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { useSession } from '../../session/use-session.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { MarkdownField } from '../../ui/MarkdownField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { Loading } from '../../workspace/LoadStates.tsx';
import { ForumGate } from './ForumGate.tsx';
import { reasonText } from './moderation-notice.ts';
import { WriteRefusal } from './WriteRefusal.tsx';

interface ThreadDraft {
  /** Made once per draft, so a resend after a lost answer is the same thread. */
  id: string;
  subject: string;
  body: string;
}

function ThreadForm({
  topicId,
  initial,
  editing,
}: {
  topicId: string;
  initial: ThreadDraft;
  editing: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const api = useApi();
  const goTo = useGoTo();
  const path = useRoutePath();
  const { user } = useSession();
  const [draft, setDraft, discard] = useDraft<ThreadDraft>(
    user?.id,
    editing ? `thread-edit:${initial.id}` : `thread-new:${topicId}`,
    initial,
  );
  const [held, setHeld] = useState<{ id: string; reason?: string }>();
  const { errors, pending, onSubmit } = useFormSubmit({
    check: (): Record<string, string> => {
      const found: Record<string, string> = {};
      if (!draft.subject.trim()) found.subject = message('validation.required', locale);
      if (!draft.body.trim()) found.body = message('validation.required', locale);
      return found;
    },
    async send() {
      const answer = editing
        ? await updateThread(api, draft.id, { subject: draft.subject, body: draft.body })
        : await createThread(api, {
            id: draft.id,
            topic_id: topicId,
            subject: draft.subject,
            body: draft.body,
          });
      discard();
      if (answer.status === 'waiting')
        setHeld({ id: answer.id, reason: reasonText(answer.status_reason, locale) });
      else void goTo('ds.forum.thread', { id: answer.id }, draft.subject);
    },
  });

  if (held)
    return (
      <div role="status" className="forum__held">
        <p>
          <Trans>Your thread was saved and waits for our moderators.</Trans>
        </p>
        {held.reason && <p>{held.reason}</p>}
        <Link href={path('ds.forum.topic', { topic: topicId })}>
          <Trans>Back to the topic</Trans>
        </Link>
      </div>
    );

  return (
    <form className="forum__thread-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t`Subject`}
        name="subject"
        value={draft.subject}
        onChange={(subject) => setDraft({ ...draft, subject })}
        isRequired
        isInvalid={!!errors.subject}
        errorMessage={errors.subject}
      />
      <MarkdownField
        label={t`Text`}
        name="body"
        value={draft.body}
        onChange={(body) => setDraft({ ...draft, body })}
        isRequired
      />
      {errors.body && (
        <p role="alert" className="form__error">
          {errors.body}
        </p>
      )}
      <div className="forum__actions">
        <Button type="submit" isDisabled={pending}>
          {editing ? <Trans>Save thread</Trans> : <Trans>Publish thread</Trans>}
        </Button>
        <Link href={path('ds.forum.topic', { topic: topicId })}>
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </form>
  );
}

function CreateThread({ engine, topicId }: { engine: SyncEngine; topicId: string }) {
  const locale = useLocale();
  const topics = useTopics(engine);
  const [fresh] = useState<ThreadDraft>(() => ({ id: newThreadId(), subject: '', body: '' }));
  if (!topics) return <Loading />;
  const topic = topics.find((candidate) => candidate.id === topicId && candidate.parent_id);
  if (!topic)
    return (
      <p role="alert" className="forum__missing">
        {message('error.forum.404', locale)}
      </p>
    );
  return (
    <>
      <h1>
        <Trans>New thread in {topic.name[locale]}</Trans>
      </h1>
      <ThreadForm topicId={topic.id} initial={fresh} editing={false} />
    </>
  );
}

function EditThread({ engine, id }: { engine: SyncEngine; id: string }) {
  const locale = useLocale();
  const { user } = useSession();
  const thread = useThread(engine, id);
  if (thread === null) return <Loading />;
  if (!thread || thread.author_id !== user?.id)
    return (
      <p role="alert" className="forum__missing">
        {message(thread ? 'error.forum.not_author' : 'error.forum.thread_404', locale)}
      </p>
    );
  return (
    <>
      <h1>
        <Trans>Edit thread</Trans>
      </h1>
      <ThreadForm
        topicId={thread.topic_id}
        initial={{ id: thread.id, subject: thread.subject, body: thread.body }}
        editing
      />
    </>
  );
}

export default function ThreadFormPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const editing = route.id === 'ds.forum.thread.edit';
  useDocumentTitle(editing ? t`Edit thread` : t`New thread`);
  return (
    <ForumGate>
      {(engine) => (
        <section className="page forum">
          {!writesForum(user) ? (
            <WriteRefusal />
          ) : editing ? (
            <EditThread engine={engine} id={params.id ?? ''} />
          ) : (
            <CreateThread engine={engine} topicId={params.topic ?? ''} />
          )}
        </section>
      )}
    </ForumGate>
  );
}
