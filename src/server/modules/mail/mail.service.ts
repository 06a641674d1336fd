import { and, desc, eq, or } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/infra.js';

export type Mail = { tenantId: number; to: string[]; subject: string; html: string };

const BATCH = 20;
const MAX_ATTEMPTS = 5;

/**
 * Mail goes to the outbox table first (in the caller's transaction when it has one), so nothing
 * is lost if the mail server is down; `flush` then sends what is pending. Without SMTP_URL the
 * mail is kept in the outbox, where an admin can read it ('Caixa de saída').
 */
export class MailService {
  private readonly transport: Transporter | undefined;
  private flushing: Promise<void> | undefined;
  private flushAgain = false;

  constructor(
    private readonly db: Db,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  async queue(mail: Mail, db: Db = this.db): Promise<number> {
    const [row] = await db
      .insert(mailOutbox)
      .values({ tenantId: mail.tenantId, recipients: mail.to, subject: mail.subject, html: mail.html })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('mail not queued');
    return row.id;
  }

  /**
   * Queues a mail and tries to send it now, for screens that say whether it went: 'sent' (the SMTP
   * server took it), 'kept' (no SMTP configured: it stays in the outbox) or 'pending' (the server
   * refused or is down: it will be retried).
   */
  async deliver(mail: Mail): Promise<'sent' | 'kept' | 'pending' | 'failed'> {
    const id = await this.queue(mail);
    await this.flush();
    const [row] = await this.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, mail.tenantId), eq(mailOutbox.id, id)));
    return row?.status ?? 'pending';
  }

  /**
   * Sends the pending mail. Runs one at a time, so two calls never send the same message twice; a
   * call made during a run makes the run go round again, so mail queued meanwhile is not left waiting.
   */
  flush(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      do {
        this.flushAgain = false;
        await this.sendPending();
      } while (this.flushAgain);
    })().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  async latest(tenantId: number, limit = 50) {
    return this.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.tenantId, tenantId))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit);
  }

  private async sendPending(): Promise<void> {
    const pending = await this.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'))
      .orderBy(mailOutbox.createdAt)
      .limit(BATCH);
    if (!this.transport) {
      if (pending.length)
        await this.db
          .update(mailOutbox)
          .set({ status: 'kept' })
          .where(or(...pending.map((m) => and(eq(mailOutbox.tenantId, m.tenantId), eq(mailOutbox.id, m.id)))));
      return;
    }
    for (const mail of pending) await this.sendOne(this.transport, mail);
  }

  private async sendOne(transport: Transporter, mail: typeof mailOutbox.$inferSelect): Promise<void> {
    const where = and(eq(mailOutbox.tenantId, mail.tenantId), eq(mailOutbox.id, mail.id));
    try {
      await transport.sendMail({ from: this.from, to: mail.recipients, subject: mail.subject, html: mail.html });
      await this.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 })
        .where(where);
    } catch (error) {
      const attempts = mail.attempts + 1;
      await this.db
        .update(mailOutbox)
        .set({ attempts, lastError: String(error), status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending' })
        .where(where);
    }
  }
}
