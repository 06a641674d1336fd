import { createHash } from 'node:crypto';
import { quoteMessages } from '../../../shared/schemas/public-quote.js';
import type { CartReply } from '../../../shared/schemas/cart.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../http/errors.js';
import { budgetAsCustomerSees } from '../orders/index.js';
import { findByToken, lockByToken, type PublicQuoteRow } from './public-quotes.repo.js';

/** Only the token's hash is stored, as for sessions: the database alone opens no budget. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type Opened = { quote: PublicQuoteRow; cart: CartReply; accepted: boolean };

type LinkReader = typeof findByToken;

/**
 * The budget behind a token, or the one 404 for every other case (unknown, malformed, revoked,
 * replaced, expired, no longer a budget), so the answer tells nothing about which.
 */
export const openQuote = (db: Db, tenantId: number, token: string) => open(db, tenantId, token, findByToken);

/** The same with the link's row locked for the caller's transaction: answers to one link go one at a time. */
export const lockQuote = (db: Db, tenantId: number, token: string) => open(db, tenantId, token, lockByToken);

async function open(db: Db, tenantId: number, token: string, readLink: LinkReader): Promise<Opened> {
  const gone = notFound(quoteMessages.notFound);
  const quote = token ? await readLink(db, tenantId, hashOf(token)) : undefined;
  if (!quote || quote.revokedAt) throw gone;
  const cart = await budgetAsCustomerSees(db, tenantId, quote.orderId).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? gone : error;
  });
  const accepted = quote.acceptedAt !== null;
  if (!accepted && (cart.pedido.tipoPagina === 'sale' || cart.pedido.vencido)) throw gone;
  return { quote, cart, accepted };
}
