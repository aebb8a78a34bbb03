import { fieldError, notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import {
  AgentDetails,
  CHAT_MESSAGE_MAX,
  ChatMarkReadBody,
  ChatMarkReadResult,
  ChatMessage,
  ChatMessagePage,
  ChatSendBody,
  ChatThreadBody,
  ChatThreads,
  ChatThreadsBody,
  ChatFileFields,
  ChatFileParams,
} from '@pos/shared/api/messages-chat';
import { Value } from 'typebox/value';
import { MAX_BYTES, receiveUpload, storeUpload } from '../files';
import type { Tx } from '../../db/client';
import type { App } from '../../http/types';
import { Data, IdParams } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { agentDetails, chatThreads, chatsWith, insertAnswer, isProvidersProduct, isProvidersQuote, markThreadRead, threadMessages, type ChatThreadKey } from './chat-repo';

const tags = ['chat'];
/** Chat is read with the orders and answered by those who edit them (like sending messages). */
const read = { access: Permission.ViewOrders };
const answer = { access: Permission.EditOrders };

/** The thread a call names, checked: the provider's product, an agent of the index, the provider's quote; else 404. */
async function threadOf(tx: Tx, providerId: number, body: { productId: number; indexUserId: number; orderQuoteId?: number | null }): Promise<ChatThreadKey> {
  if (!(await isProvidersProduct(tx, providerId, body.productId))) throw notFound('Product');
  const agent = await agentDetails(tx, body.indexUserId);
  if (!agent) throw notFound('Agent');
  const quoteId = body.orderQuoteId ?? null;
  if (quoteId !== null && !(await isProvidersQuote(tx, providerId, quoteId))) throw notFound('Quote');
  return { providerId, productId: body.productId, agentId: agent.id, quoteId };
}

type MessageRow = Awaited<ReturnType<typeof threadMessages>>['items'][number];
const messageView = (m: MessageRow) => ({
  id: m.id,
  direction: m.direction as 'in' | 'out',
  message: m.message,
  createdAt: m.createdAt.toISOString(),
  read: m.readAt !== null,
  userName: m.direction === 'out' ? (m.userName ?? m.username ?? null) : null,
  file: m.fileId !== null && m.fileName !== null && m.fileType !== null ? { id: m.fileId, name: m.fileName, contentType: m.fileType } : null,
});

/** A message's text: trimmed, and required unless a file goes with it. */
function messageText(raw: string | undefined, withFile: boolean): string {
  const message = (raw ?? '').trim();
  if (!message && !withFile) throw fieldError('message', 'Write a message.');
  if ([...message].length > CHAT_MESSAGE_MAX) throw fieldError('message', `A message has at most ${CHAT_MESSAGE_MAX} characters.`);
  return message;
}

/** Chat with the agents of the index about the provider's products and quotes (C280-C285). */
export default async function chatRoutes(app: App): Promise<void> {
  app.post('/chat-messages', { config: read, schema: { tags, body: ChatThreadsBody, response: { 200: Data(ChatThreads) } } }, async (request) => {
    const page = await chatThreads(app.db, actorOf(request).providerId, request.body.fromId ?? null);
    return { data: { ...page, items: page.items.map((t) => ({ ...t, lastAt: t.lastAt.toISOString() })) } };
  });

  app.post('/product-chat-messages', { config: read, schema: { tags, body: ChatThreadBody, response: { 200: Data(ChatMessagePage) } } }, async (request) => {
    const k = await threadOf(app.db, actorOf(request).providerId, request.body);
    const page = await threadMessages(app.db, k, request.body.fromId ?? null);
    return { data: { ...page, items: page.items.map(messageView) } };
  });

  app.post('/product/message', { config: answer, schema: { tags, body: ChatSendBody, response: { 200: Data(ChatMessage) } } }, async (request) => {
    const actor = actorOf(request);
    const message = messageText(request.body.message, false);
    const saved = await app.db.transaction(async (tx) => {
      const k = await threadOf(tx, actor.providerId, request.body);
      const { id } = await insertAnswer(tx, k, actor.userId, message);
      // Read back as the thread shows it (with the writer's name): the newest message up to it.
      return (await threadMessages(tx, k, id + 1)).items[0]!;
    });
    return { data: messageView(saved) };
  });

  // C284: an answer with one file (multipart: the fields message and orderQuoteId, then the part `file`; R-FILE-1..3 by domains/files).
  app.post(
    '/product/:productId/:indexUserId/message',
    { config: answer, schema: { tags, consumes: ['multipart/form-data'], params: ChatFileParams, response: { 200: Data(ChatMessage) } } },
    async (request) => {
      const actor = actorOf(request);
      const received = await receiveUpload(request, MAX_BYTES.document);
      try {
        if (!Value.Check(ChatFileFields, received.fields)) throw fieldError('message', 'The message or the quote is not valid.', 'message-or-quote');
        const fields = received.fields as { message?: string; orderQuoteId?: string };
        const message = messageText(fields.message, true);
        const body = { productId: request.params.productId, indexUserId: request.params.indexUserId, orderQuoteId: fields.orderQuoteId ? Number(fields.orderQuoteId) : null };
        const k = await threadOf(app.db, actor.providerId, body);
        const saved = await app.db.transaction(async (tx) => {
          const file = await storeUpload(tx, app.fileStorage, actor.providerId, received, 'document');
          const { id } = await insertAnswer(tx, k, actor.userId, message, file.id);
          return (await threadMessages(tx, k, id + 1)).items[0]!;
        });
        return { data: messageView(saved) };
      } finally {
        await received.discard();
      }
    },
  );

  app.post('/chat/mark-as-read', { config: read, schema: { tags, body: ChatMarkReadBody, response: { 200: Data(ChatMarkReadResult) } } }, async (request) => {
    const marked = await app.db.transaction(async (tx) => markThreadRead(tx, await threadOf(tx, actorOf(request).providerId, request.body)));
    return { data: { marked } };
  });

  app.get('/agent-details/:id', { config: read, schema: { tags, params: IdParams, response: { 200: Data(AgentDetails) } } }, async (request) => {
    const providerId = actorOf(request).providerId;
    const agent = await agentDetails(app.db, request.params.id);
    // Only the agents the provider chats with: the index's other agents are not the provider's to see.
    if (!agent || !(await chatsWith(app.db, providerId, agent.id))) throw notFound('Agent');
    const { active: _active, ...details } = agent;
    return { data: details };
  });
}
