// /ds/chat: NoodleChat. Answers from the catalogue on the device (features/chat/assistant.ts), so it works
// with the network cut; the conversation is kept on the device per user and removed at logout
// (features/chat/chat-history.ts). Messages sit in a live region; Enter sends.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Condition } from '@poct/schemas';
import { answerConditions, answerQuestion, previousOf, type ChatCatalogue } from './assistant.ts';
import { AnswerView } from './AnswerView.tsx';
import { chatCatalogueFor, type ChatCatalogueService } from './chat-catalogue.ts';
import { loadHistory, saveHistory, type ChatMessage } from './chat-history.ts';
import { phraseAnswer } from './phrasing.ts';
import { useApi } from '../../lib/api-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSession } from '../../session/use-session.ts';
import { useSyncEngine } from '../../sync/sync-context.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import './chat.css';
import '../../styles/product.css';

export default function ChatPage() {
  const { t } = useLingui();
  useDocumentTitle(t`NoodleChat`);
  const engine = useSyncEngine();
  const service = engine ? chatCatalogueFor(engine) : null;
  const catalogue = useChatCatalogue(service);
  return (
    <section className="page chat-page" aria-labelledby="chat-title">
      <h1 id="chat-title">
        <Trans>NoodleChat</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Answers come from the catalogue on this device, also offline. NoodleChat is a data lookup tool, not
          a clinical advisor.
        </Trans>
      </p>
      {catalogue ? (
        <Conversation catalogue={catalogue} latest={() => service?.latest() ?? catalogue} />
      ) : (
        <p role="status">
          <Trans>Loading the catalogue on this device…</Trans>
        </p>
      )}
    </section>
  );
}

function useChatCatalogue(service: ChatCatalogueService | null): ChatCatalogue | null {
  return useSyncExternalStore(
    (listener) => service?.subscribe(listener) ?? (() => {}),
    () => service?.current() ?? null,
  );
}

function Conversation({ catalogue, latest }: { catalogue: ChatCatalogue; latest: () => ChatCatalogue }) {
  const { t } = useLingui();
  const { user } = useSession();
  const api = useApi();
  const userId = user?.id ?? '';
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadHistory(window.localStorage, userId));
  const [question, setQuestion] = useState('');
  useEffect(() => saveHistory(window.localStorage, userId, messages), [userId, messages]);

  const lastAnswer = [...messages].reverse().find((m) => m.from === 'assistant');
  const nextId = (messages.at(-1)?.id ?? 0) + 1;
  const ask = () => {
    const text = question.trim();
    if (!text) return;
    // Not the rendered catalogue: a rebuild may still wait for its debounce after a sync.
    const answer = answerQuestion(text, latest(), previousOf(lastAnswer?.answer));
    const answerId = nextId + 1;
    setMessages([
      ...messages,
      { id: nextId, from: 'user', text },
      { id: answerId, from: 'assistant', answer },
    ]);
    setQuestion('');
    // The answer is shown already; the model's wording joins it when (and if) it comes.
    void phraseAnswer(api, text, answer).then((phrased) => {
      if (phrased)
        setMessages((all) =>
          all.map((m) => (m.id === answerId && m.from === 'assistant' ? { ...m, phrased } : m)),
        );
    });
  };
  // The question is answered on the device; the form kit only takes the submit.
  const { onSubmit } = useFormSubmit({ send: async () => ask() });
  const change = (conditions: Condition[]) =>
    setMessages([
      ...messages,
      { id: nextId, from: 'assistant', answer: answerConditions(conditions, latest(), true) },
    ]);

  return (
    <>
      {messages.length === 0 ? (
        <p className="chat-empty">
          <Trans>
            Ask for example: “Which CRP devices need at most 10 µl of capillary blood?” or “Troponin devices
            with a result in under 15 minutes”, then refine: “only the ones with Bluetooth”.
          </Trans>
        </p>
      ) : null}
      <ol className="chat-log" role="log" aria-live="polite" aria-label={t`Conversation`}>
        {messages.map((message) => (
          <li key={message.id} className={`chat-message chat-message--${message.from}`}>
            {message.from === 'user' ? (
              <p>
                <span className="visually-hidden">{t`You:`} </span>
                {message.text}
              </p>
            ) : (
              <>
                <span className="visually-hidden">{t`NoodleChat:`} </span>
                <AnswerView
                  answer={message.answer}
                  phrased={message.phrased}
                  vocabulary={catalogue.vocabulary}
                  onChange={message === lastAnswer ? change : undefined}
                />
              </>
            )}
          </li>
        ))}
      </ol>
      <form className="chat-form" onSubmit={onSubmit}>
        <TextField label={t`Your question`} value={question} onChange={setQuestion} autoFocus />
        <Button type="submit">
          <Trans>Send</Trans>
        </Button>
        {messages.length > 0 && (
          <Button variant="secondary" onPress={() => setMessages([])}>
            <Trans>Clear conversation</Trans>
          </Button>
        )}
      </form>
    </>
  );
}
