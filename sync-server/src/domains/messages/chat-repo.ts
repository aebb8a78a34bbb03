import { and, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { agencies, agents, chatMessages, products, quotes, storedFiles, users } from '../../db/schema';

/** A chat thread (C280-C283): the provider's product, the agent of the index, and the quote if any. */
export interface ChatThreadKey {
  providerId: number;
  productId: number;
  agentId: number;
  quoteId: number | null;
}

export const CHAT_PAGE_SIZE = 50;
export const THREADS_PAGE_SIZE = 20;

const inThread = (k: ChatThreadKey): SQL =>
  and(
    eq(chatMessages.providerId, k.providerId),
    eq(chatMessages.productId, k.productId),
    eq(chatMessages.agentId, k.agentId),
    k.quoteId === null ? isNull(chatMessages.quoteId) : eq(chatMessages.quoteId, k.quoteId),
  )!;

export async function isProvidersProduct(tx: Tx, providerId: number, productId: number): Promise<boolean> {
  const [row] = await tx.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.providerId, providerId)));
  return row !== undefined;
}

export async function isProvidersQuote(tx: Tx, providerId: number, quoteId: number): Promise<boolean> {
  const [row] = await tx.select({ id: quotes.id }).from(quotes).where(and(eq(quotes.id, quoteId), eq(quotes.providerId, providerId)));
  return row !== undefined;
}

/** An agent with the agency's name (C285), or null. */
export async function agentDetails(tx: Tx, agentId: number) {
  const [row] = await tx
    .select({ id: agents.id, fullName: agents.fullName, email: agents.email, mobile: agents.mobile, agencyName: agencies.name, active: agents.active })
    .from(agents)
    .innerJoin(agencies, eq(agencies.id, agents.agencyId))
    .where(eq(agents.id, agentId));
  return row ?? null;
}

/** Whether the agent has a thread with the provider (the provider sees only the agents it chats with). */
export async function chatsWith(tx: Tx, providerId: number, agentId: number): Promise<boolean> {
  const [row] = await tx.select({ id: chatMessages.id }).from(chatMessages).where(and(eq(chatMessages.providerId, providerId), eq(chatMessages.agentId, agentId))).limit(1);
  return row !== undefined;
}

export interface ThreadRow {
  productId: number;
  productName: string;
  agentId: number;
  agentName: string;
  agencyName: string;
  quoteId: number | null;
  lastMessageId: number;
  lastMessage: string;
  lastAt: Date;
  unread: number;
}

/** C280: the provider's threads by their newest message, newest first; those before fromId when paging. */
export async function chatThreads(tx: Tx, providerId: number, fromId: number | null): Promise<{ items: ThreadRow[]; more: boolean }> {
  const result = await tx.execute(sql`
    with threads as (
      select product_id, agent_id, quote_id, max(id) as last_id,
             count(*) filter (where direction = 'in' and read_at is null)::int as unread
        from chat_messages
       where provider_id = ${providerId}
       group by product_id, agent_id, quote_id)
    select t.product_id as "productId", p.name as "productName", t.agent_id as "agentId", a.full_name as "agentName",
           g.name as "agencyName", t.quote_id as "quoteId", t.last_id as "lastMessageId", m.message as "lastMessage",
           m.created_at as "lastAt", t.unread
      from threads t
      join chat_messages m on m.id = t.last_id
      join products p on p.id = t.product_id
      join agents a on a.id = t.agent_id
      join agencies g on g.id = a.agency_id
     where ${fromId === null ? sql`true` : sql`t.last_id < ${fromId}`}
     order by t.last_id desc
     limit ${THREADS_PAGE_SIZE + 1}`);
  const rows = (result as unknown as { rows: (Omit<ThreadRow, 'lastAt'> & { lastAt: Date | string })[] }).rows.map((r) => ({ ...r, lastAt: new Date(r.lastAt) }));
  return { items: rows.slice(0, THREADS_PAGE_SIZE), more: rows.length > THREADS_PAGE_SIZE };
}

/** C282: a thread's messages, newest first; those before fromId when paging. */
export async function threadMessages(tx: Tx, k: ChatThreadKey, fromId: number | null) {
  const rows = await tx
    .select({
      id: chatMessages.id,
      direction: chatMessages.direction,
      message: chatMessages.message,
      createdAt: chatMessages.createdAt,
      readAt: chatMessages.readAt,
      userName: sql<string | null>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
      username: users.username,
      fileId: storedFiles.id,
      fileName: storedFiles.name,
      fileType: storedFiles.contentType,
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.userId))
    .leftJoin(storedFiles, eq(storedFiles.id, chatMessages.fileId))
    .where(and(inThread(k), fromId === null ? undefined : lt(chatMessages.id, fromId)))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  return { items: rows.slice(0, CHAT_PAGE_SIZE), more: rows.length > CHAT_PAGE_SIZE };
}

/** C283, C284: the provider's answer (maybe with a stored file), read as soon as written. */
export async function insertAnswer(tx: Tx, k: ChatThreadKey, userId: number, message: string, fileId: number | null = null) {
  const [row] = await tx
    .insert(chatMessages)
    .values({ ...k, direction: 'out', message, userId, fileId, readAt: sql`now()` })
    .returning();
  return row!;
}

/** C281: the agent's unread messages in the thread read; answers how many. */
export async function markThreadRead(tx: Tx, k: ChatThreadKey): Promise<number> {
  const rows = await tx
    .update(chatMessages)
    .set({ readAt: sql`now()` })
    .where(and(inThread(k), eq(chatMessages.direction, 'in'), isNull(chatMessages.readAt)))
    .returning({ id: chatMessages.id });
  return rows.length;
}
