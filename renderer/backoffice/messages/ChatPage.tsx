import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { Permission } from '@pos/shared/permissions';
import { CHAT_MESSAGE_MAX, type ChatThread } from '@pos/shared/api/messages-chat';
import { call } from '../../ui/api';
import { Badge, Button, EmptyState, ErrorBox, Spinner, TextArea } from '../../ui/components';
import { formatDateTime } from '../../ui/format';
import { useApi } from '../../ui/use-api';
import { uploadFile } from '../catalogue/upload';
import { useCan } from '../session';
import type { PageProps } from '../page';
import './messages.css';

type Thread = Static<typeof ChatThread>;
const keyOf = (t: Thread) => `${t.productId}-${t.agentId}-${t.quoteId ?? ''}`;

/** /chat-quotes (000 §2): the chats with the index's agents about the provider's products (C280-C283). */
export default function ChatPage(_props: PageProps) {
  const { t } = useTranslation();
  const threads = useApi(() => call('POST /api/chat-messages', { body: {} }), []);
  const [open, setOpen] = useState<Thread | null>(null);
  return (
    <div className="chat-layout">
      <section className="card" aria-label={t('chat.threads')}>
        {threads.error ? <ErrorBox message={threads.error.message} onRetry={threads.reload} /> : null}
        {!threads.data && !threads.error ? <Spinner /> : null}
        {threads.data && threads.data.items.length === 0 ? <EmptyState>{t('chat.none')}</EmptyState> : null}
        <ul className="chat-threads">
          {threads.data?.items.map((thread) => (
            <li key={keyOf(thread)} className={open && keyOf(open) === keyOf(thread) ? 'active' : undefined}>
              <button type="button" className="chat-thread" data-thread={keyOf(thread)} onClick={() => setOpen(thread)}>
                <strong>{thread.agentName}</strong> <span className="muted">· {thread.agencyName}</span>
                {thread.unread ? <Badge tone="danger">{thread.unread}</Badge> : null}
                <span className="chat-product">{thread.quoteId ? t('chat.productQuote', { product: thread.productName, quote: thread.quoteId }) : thread.productName}</span>
                <span className="muted chat-last" dir="auto">
                  {thread.lastMessage}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {open ? <ChatThreadView key={keyOf(open)} thread={open} onChanged={threads.reload} /> : <EmptyState>{t('chat.choose')}</EmptyState>}
    </div>
  );
}

/** One thread: its messages (C282), read when opened (C281), answered (C283), with a file (C284). */
function ChatThreadView({ thread, onChanged }: { thread: Thread; onChanged(): void }) {
  const { t } = useTranslation();
  const canAnswer = useCan(Permission.EditOrders);
  const key = { productId: thread.productId, indexUserId: thread.agentId, orderQuoteId: thread.quoteId };
  const messages = useApi(async () => {
    const page = await call('POST /api/product-chat-messages', { body: key });
    if (page.ok && thread.unread > 0) {
      await call('POST /api/chat/mark-as-read', { body: key, quiet: true });
      onChanged();
    }
    return page;
  }, []);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileInput, setFileInput] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    const result = file
      ? await uploadFile('POST /api/product/{productId}/{indexUserId}/message', { productId: key.productId, indexUserId: key.indexUserId }, file, () => undefined, {
          message: text,
          ...(key.orderQuoteId ? { orderQuoteId: String(key.orderQuoteId) } : {}),
        })
      : await call('POST /api/product/message', { body: { ...key, message: text }, quiet: true });
    setBusy(false);
    if (!result.ok) return setError(result.error.fieldErrors?.message ? t('chat.emptyMessage') : result.error.message);
    setText('');
    setFile(null);
    setFileInput((n) => n + 1);
    messages.reload();
    onChanged();
  };
  return (
    <section className="card stack chat-thread-view" aria-label={t('chat.with', { name: thread.agentName })}>
      <h2>
        {thread.agentName} · {thread.productName}
      </h2>
      {messages.error ? <ErrorBox message={messages.error.message} onRetry={messages.reload} /> : null}
      {!messages.data && !messages.error ? <Spinner /> : null}
      <ol className="chat-messages">
        {[...(messages.data?.items ?? [])].reverse().map((m) => (
          <li key={m.id} className={`chat-message chat-${m.direction}`}>
            {m.message ? <div dir="auto">{m.message}</div> : null}
            {m.file ? (
              <a href={`/api/files/${m.file.id}/original`} download={m.file.name} dir="auto">
                {m.file.name}
              </a>
            ) : null}
            <small className="muted">
              {m.direction === 'out' ? (m.userName ?? '') : thread.agentName} · {formatDateTime(m.createdAt)}
            </small>
          </li>
        ))}
      </ol>
      {canAnswer ? (
        <form className="stack" onSubmit={(e) => void send(e)}>
          <TextArea label={t('chat.answer')} name="message" rows={3} maxLength={CHAT_MESSAGE_MAX} value={text} error={error || undefined} onChange={(e) => setText(e.target.value)} />
          <label className="field">
            <span>{t('chat.attach')}</span>
            <input key={fileInput} type="file" name="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </label>
          <div className="form-actions">
            <Button kind="primary" type="submit" busy={busy}>
              {t('chat.send')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
