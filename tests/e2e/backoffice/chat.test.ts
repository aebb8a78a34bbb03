import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { agencies, agents, chatMessages } from '../../../sync-server/src/db/schema';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshotBothSizes, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';

/** Chat (C280-C283): an agent's questions about a product are read and answered from the chat page, in he-IL and en-US. */
describe('back office chat with the index\'s agents', async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`reads an agent's messages and answers them, in ${lang}`, { timeout: 120_000 }, async () => {
      const T = texts(lang);
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const product = await insertProduct(server.db, provider.id);
      const [agency] = await server.db.insert(agencies).values({ name: `Sunny Travel ${lang}`, email: `sunny-${lang}@example.test`, mobile: '050-1111111', accessDueOn: '2026-12-01' }).returning();
      const [agent] = await server.db.insert(agents).values({ agencyId: agency!.id, fullName: `Rina ${lang}`, email: 'rina@sunny.example', mobile: '050-2222222' }).returning();
      await server.db.insert(chatMessages).values([
        { providerId: provider.id, productId: product.productId, agentId: agent!.id, direction: 'in', message: 'Do you have room for a group of 12 on Friday?' },
        { providerId: provider.id, productId: product.productId, agentId: agent!.id, direction: 'in', message: 'יש מדריך דובר רוסית?' },
      ]);

      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto('/');
      await page.locator('[data-menu=chat]').click();
      await page.getByRole('heading', { name: T('titles.chat') }).waitFor();
      const thread = page.locator(`[data-thread="${product.productId}-${agent!.id}-"]`);
      await thread.getByText('2', { exact: true }).waitFor();
      await thread.click();
      const view = page.getByRole('region', { name: T('chat.with', { name: `Rina ${lang}` }) });
      await view.getByText('Do you have room for a group of 12 on Friday?').waitFor();
      await view.getByText('יש מדריך דובר רוסית?').waitFor();
      // Opening the thread reads it.
      await expect.poll(() => thread.locator('.badge').count()).toBe(0);
      const answer = lang === 'he-IL' ? 'כן, יש 12 מקומות ביום שישי ומדריך דובר רוסית.' : 'Yes, 12 seats on Friday and a Russian-speaking guide.';
      await view.getByLabel(T('chat.answer')).fill(answer);
      await view.getByRole('button', { name: T('chat.send') }).click();
      await view.locator('.chat-out').getByText(answer).waitFor();
      // C284: a file with the answer, downloaded from the thread.
      await view.locator('input[type=file]').setInputFiles({ name: 'מחירון.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') });
      await view.getByRole('button', { name: T('chat.send') }).click();
      const link = view.getByRole('link', { name: 'מחירון.pdf' });
      await link.waitFor();
      const download = await page.request.get((await link.getAttribute('href'))!);
      expect(download.status()).toBe(200);
      expect((await download.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');
      await screenshotBothSizes(page, 'backoffice-messages', `chat-${lang}`);

      const rows = await server.db.select().from(chatMessages).where(and(eq(chatMessages.agentId, agent!.id), eq(chatMessages.direction, 'out'))).orderBy(chatMessages.id);
      expect(rows.map((r) => [r.message, r.userId, r.fileId !== null])).toEqual([
        [answer, staff.id, false],
        ['', staff.id, true],
      ]);
      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }
});
