import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../http/errors.js';
import { lockSender, recordSends, sendsSince, type Sender } from './mail-sends.repo.js';

export type { Sender } from './mail-sends.repo.js';

/** How much one sender may mail in a day: addresses in all, and distinct addresses that are not theirs. */
export type RelayLimits = { perDay: number; otherAddressesPerDay: number };

const DAY_MS = 86_400_000;

/**
 * Lets a sender mail `recipients` only within the day's limits, and counts them: their own
 * addresses (`own`, lower case) freely up to `perDay` in all; others up to `otherAddressesPerDay`
 * distinct ones (an address already mailed today is not counted again). One sender's checks run
 * one at a time. Refusals: 429 past the daily total, 400 on `para` past the other addresses.
 */
export async function admitRelay(
  db: Db,
  tenantId: number,
  sender: Sender,
  recipients: string[],
  own: ReadonlySet<string>,
  limits: RelayLimits,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSender(tx, tenantId, sender);
    const today = await sendsSince(tx, tenantId, sender, new Date(Date.now() - DAY_MS));
    if (today.total + recipients.length > limits.perDay)
      throw new AppError(429, messages.mailRelay.dailyLimit(limits.perDay));
    const others = recipients.filter((address) => !own.has(address));
    const newOthers = new Set(others.filter((address) => !today.foreign.has(address)));
    if (today.foreign.size + newOthers.size > limits.otherAddressesPerDay) {
      const mensagem = messages.mailRelay.otherAddresses(limits.otherAddressesPerDay);
      throw badRequest(mensagem, [{ campo: 'para', mensagem }]);
    }
    await recordSends(
      tx,
      tenantId,
      sender,
      recipients.map((address) => ({ address, foreign: !own.has(address) })),
    );
  });
}
