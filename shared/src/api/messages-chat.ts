import { Type } from 'typebox';
import { Id, OrNull, Text } from './primitives';

/** A chat message's most characters. */
export const CHAT_MESSAGE_MAX = 2000;

/** C280: the provider's chat threads (a product, an agent of the index, maybe a quote), the newest first; fromId pages back. */
export const ChatThreadsBody = Type.Object({ fromId: Type.Optional(OrNull(Id)) });
export const ChatThread = Type.Object({
  productId: Type.Integer(),
  productName: Type.String(),
  agentId: Type.Integer(),
  agentName: Type.String(),
  agencyName: Type.String(),
  quoteId: OrNull(Type.Integer()),
  lastMessageId: Type.Integer(),
  lastMessage: Type.String(),
  lastAt: Type.String(),
  unread: Type.Integer(),
});
export const ChatThreads = Type.Object({ items: Type.Array(ChatThread), more: Type.Boolean() });

/** A thread, named as the calls name it: productId, indexUserId (the agent), orderQuoteId. */
const ThreadFields = { productId: Id, indexUserId: Id, orderQuoteId: Type.Optional(OrNull(Id)) };

/** C282: a thread's messages, the newest first; fromId pages back. */
export const ChatThreadBody = Type.Object({ ...ThreadFields, fromId: Type.Optional(OrNull(Id)) });
export const ChatMessage = Type.Object({
  id: Type.Integer(),
  direction: Type.Union([Type.Literal('in'), Type.Literal('out')]),
  message: Type.String(),
  createdAt: Type.String(),
  read: Type.Boolean(),
  userName: OrNull(Type.String()),
  /** C284: the file sent with it, downloaded from files/{id}/original. */
  file: OrNull(Type.Object({ id: Type.Integer(), name: Type.String(), contentType: Type.String() })),
});
export const ChatMessagePage = Type.Object({ items: Type.Array(ChatMessage), more: Type.Boolean() });

/** C283: the provider's answer in a thread. */
export const ChatSendBody = Type.Object({ ...ThreadFields, message: Text(CHAT_MESSAGE_MAX + 100) });

/** C284: an answer with a file (multipart form data: the fields message and orderQuoteId, then the part `file`). */
export const ChatFileParams = Type.Object({ productId: Id, indexUserId: Id });
export const ChatFileFields = Type.Object({ message: Type.Optional(Text(CHAT_MESSAGE_MAX + 100)), orderQuoteId: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}$' })) });

/** C281: the agent's messages in a thread read. */
export const ChatMarkReadBody = Type.Object(ThreadFields);
export const ChatMarkReadResult = Type.Object({ marked: Type.Integer() });

/** C285: an agent the provider chats with. */
export const AgentDetails = Type.Object({ id: Type.Integer(), fullName: Type.String(), email: Type.String(), mobile: Type.String(), agencyName: Type.String() });
