// /ds/forum-watched-words: the names of company staff the forum rules forbid naming, one per line.
// A thread or comment naming one (whatever the case, ä or ae, as a whole word) waits in the
// moderation queue instead of appearing (sync-server/src/forum/watched-words.ts).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '../../lib/api-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { LoadStates } from '../../workspace/LoadStates.tsx';
import { useApiGet } from '../../lib/use-load.ts';

interface WatchedWords {
  words: string[];
  rev?: string;
}

function WordsForm({ initial, onSaved }: { initial: WatchedWords; onSaved(): void }) {
  const { t } = useLingui();
  const api = useApi();
  const [text, setText] = useState(initial.words.join('\n'));
  const [saved, setSaved] = useState(false);
  const { pending, onSubmit } = useFormSubmit({
    async send() {
      setSaved(false);
      const words = text
        .split('\n')
        .map((word) => word.trim())
        .filter(Boolean);
      await api.request('/api/forum/watched-words', { method: 'PUT', body: { words, rev: initial.rev } });
      setSaved(true);
      onSaved();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="watched-words">
      <TextField
        multiline
        label={t`Watched words`}
        description={t`One name per line. Case and umlauts (ä, ae) do not matter; only whole words count.`}
        name="words"
        value={text}
        onChange={(value) => {
          setText(value);
          setSaved(false);
        }}
      />
      <Button type="submit" isDisabled={pending}>
        <Trans>Save</Trans>
      </Button>
      {saved && (
        <p role="status">
          <Trans>Saved.</Trans>
        </p>
      )}
    </form>
  );
}

export default function WatchedWordsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Watched words`);
  const { loaded, reload } = useApiGet<WatchedWords>('/api/forum/watched-words');
  return (
    <section className="page">
      <h1>
        <Trans>Watched words</Trans>
      </h1>
      <p>
        <Trans>
          The forum rules forbid naming company staff. A thread or comment that names one of these words is
          saved but waits in the moderation queue until a moderator approves or rejects it; its author is told
          why.
        </Trans>
      </p>
      <LoadStates loaded={loaded} onRetry={reload}>
        {(value) => <WordsForm key={value.rev ?? 'none'} initial={value} onSaved={reload} />}
      </LoadStates>
    </section>
  );
}
