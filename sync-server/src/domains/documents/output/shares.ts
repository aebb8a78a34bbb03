/**
 * Shared links to documents (C162 document/share, C161 document/sharedata): a link anyone may open
 * without a login, by a 256-bit random token stored only as its SHA-256, until it expires. The PDF
 * behind it (a copy) is rendered when the link is made, so an anonymous visitor never starts a
 * render. With an e-mail address the link is also sent through the messages outbox.
 */
import { isValidEmail } from '@pos/shared/email';
import { fieldError, notFound } from '@pos/shared/errors';
import type { Language } from '@pos/shared/languages';
import type { Db } from '../../../db/client';
import type { JobQueue } from '../../../jobs/job';
import { newToken, sha256 } from '../../../security/secrets';
import { queueEmail } from '../../messages/outbox';
import { findDocument, insertShare, loadBusiness, loadPrintable, renderById, shareByTokenHash } from './output-repo';
import { queueRender, waitForRender } from './renders';
import { shareMail } from './share-mail';

/** How long a shared link works. */
export const SHARE_DAYS = 30;

/** The back office's anonymous page of a shared document. */
export const sharedDocumentLink = (token: string) => `/shared-document/${token}`;
/** Its PDF, streamed with no login. */
export const sharedPdfUrl = (token: string) => `/api/document/shared/${token}/pdf`;

export interface ShareInput {
  documentId: number;
  email?: string;
  language: Language;
}

export async function shareDocument(db: Db, jobs: JobQueue, actor: { providerId: number; userId: number }, input: ShareInput, now = new Date()) {
  const email = input.email?.trim() || undefined;
  if (email !== undefined && !isValidEmail(email)) throw fieldError('email', 'is not a valid e-mail address');
  const doc = await findDocument(db, actor.providerId, input.documentId);
  const render = await db.transaction((tx) => queueRender(tx, jobs, actor, doc.id, input.language));
  await waitForRender(db, render.id);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SHARE_DAYS * 86_400_000);
  const business = await loadBusiness(db, actor.providerId);
  await db.transaction(async (tx) => {
    await insertShare(tx, { providerId: actor.providerId, documentId: doc.id, tokenHash: sha256(token), renderId: render.id, language: input.language, email, createdBy: actor.userId, expiresAt });
    if (email) {
      const until = new Intl.DateTimeFormat(input.language, { dateStyle: 'medium', timeZone: business.timeZone }).format(expiresAt);
      const mail = shareMail(input.language, doc, business.name, sharedDocumentLink(token), until);
      await queueEmail(tx, { providerId: actor.providerId, toAddress: email, subject: mail.subject, body: mail.body, kind: 'document-share', ...(doc.orderId ? { orderId: doc.orderId } : {}) });
    }
  });
  return { url: sharedDocumentLink(token), pdfUrl: sharedPdfUrl(token), expiresAt: expiresAt.toISOString(), emailed: email ?? null };
}

/** The share a token opens, while it works; an unknown or expired token is not found (404), telling nothing. */
async function liveShare(db: Db, token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound('Document');
  const share = await shareByTokenHash(db, sha256(token));
  if (!share || share.expiresAt.getTime() <= now.getTime()) throw notFound('Document');
  return share;
}

/** C161: what the anonymous page shows of a shared document. */
export async function sharedData(db: Db, token: string, now = new Date()) {
  const share = await liveShare(db, token, now);
  const doc = await loadPrintable(db, share.providerId, share.documentId);
  const business = await loadBusiness(db, share.providerId);
  return { share, doc, business, pdfUrl: sharedPdfUrl(token) };
}

/** The shared document's PDF (the copy rendered when the link was made). */
export async function sharedPdf(db: Db, token: string, now = new Date()): Promise<{ pdf: Buffer; name: string }> {
  const share = await liveShare(db, token, now);
  const render = share.renderId === null ? null : await renderById(db, share.renderId);
  if (!render?.pdfBase64) throw notFound('Document');
  const doc = await findDocument(db, share.providerId, share.documentId);
  return { pdf: Buffer.from(render.pdfBase64, 'base64'), name: `${doc.docType}-${doc.number}.pdf` };
}
