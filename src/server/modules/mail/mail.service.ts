import { and, desc, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.js';
import { mailOutbox, type MailAttachment } from '../../db/schema/infra.js';

export type Mail = { tenantId: number; to: string[]; subject: string; html: string; attachments?: MailAttachment[] };
export type DeliveryStatus = 'sent' | 'kept' | 'pending' | 'failed';

/** A delivered mail the SMTP server did not take: it waits in the outbox, and the screen says so. */
export const notTakenYet = (status: DeliveryStatus) => status === 'pending' || status === 'failed';

const BATCH = 20;
const MAX_ATTEMPTS = 5;
/** How long a sender holds the messages it took: far longer than an SMTP exchange takes. */
const CLAIM_SECONDS = 300;

/**
 * Mail goes to the outbox table first (in the caller's transaction when it has one), so nothing
 * is lost if the mail server is down; `flush` then sends what is pending. Without SMTP_URL the
 * mail is kept in the outbox, where an admin can read it ('Caixa de saída').
 */
export class MailService {
  private readonly transport: Transporter | undefined;
  private flushing: Promise<void> | undefined;
  // Stryker disable next-line BooleanLiteral: equivalent; every run sets it false before it first reads it.
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
      .values({
        tenantId: mail.tenantId,
        recipients: mail.to,
        subject: mail.subject,
        html: mail.html,
        attachments: mail.attachments ?? null,
      })
      .returning({ id: mailOutbox.id });
    // Stryker disable next-line StringLiteral: equivalent; an INSERT … RETURNING without error returns its row.
    if (!row) throw new Error('mail not queued');
    return row.id;
  }

  /**
   * Queues a mail and tries to send it now, for screens that say whether it went: 'sent' (the SMTP
   * server took it), 'kept' (no SMTP configured: it stays in the outbox) or 'pending' (the server
   * refused or is down: it will be retried).
   */
  async deliver(mail: Mail): Promise<DeliveryStatus> {
    const id = await this.queue(mail);
    await this.flush();
    const [row] = await this.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, mail.tenantId), eq(mailOutbox.id, id)));
    return row?.status ?? 'pending';
  }

  /**
   * Sends the pending mail. Runs one at a time in this process (other instances are kept apart by the
   * claim in `sendPending`); a call made during a run makes the run go round again, so mail queued
   * meanwhile is not left waiting.
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

  /**
   * Claims up to a batch of pending messages for this sender and sends them. The claim is one
   * statement with `FOR UPDATE SKIP LOCKED` and a lease (`claimed_until`), so when several server
   * instances flush at once each message goes to exactly one of them; a sender that dies mid-way
   * leaves its lease to run out, and the message is sent by the next flush.
   */
  private async sendPending(): Promise<void> {
    const claimed = await this.db
      .update(mailOutbox)
      .set({ claimedUntil: sql`now() + ${CLAIM_SECONDS} * interval '1 second'` })
      .where(
        sql`(${mailOutbox.tenantId}, ${mailOutbox.id}) IN (
          SELECT tenant_id, id FROM mail_outbox
          WHERE status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
          ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
      )
      .returning();
    // RETURNING gives the rows in the table's physical order, not the claim's: send the oldest first.
    claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    for (const mail of claimed) {
      if (this.transport) await this.sendOne(this.transport, mail);
      else await this.settle(mail, { status: 'kept' });
    }
  }

  private settle(mail: typeof mailOutbox.$inferSelect, outcome: Partial<typeof mailOutbox.$inferInsert>) {
    return this.db
      .update(mailOutbox)
      .set({ ...outcome, claimedUntil: null })
      .where(and(eq(mailOutbox.tenantId, mail.tenantId), eq(mailOutbox.id, mail.id)));
  }

  private async sendOne(transport: Transporter, mail: typeof mailOutbox.$inferSelect): Promise<void> {
    const attempts = mail.attempts + 1;
    try {
      await transport.sendMail({
        from: this.from,
        to: mail.recipients,
        subject: mail.subject,
        html: mail.html,
        attachments: (mail.attachments ?? []).map((file) => ({ ...file, encoding: 'base64' })),
      });
      await this.settle(mail, { status: 'sent', sentAt: new Date(), attempts });
    } catch (error) {
      await this.settle(mail, {
        attempts,
        lastError: String(error),
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      });
    }
  }
}
