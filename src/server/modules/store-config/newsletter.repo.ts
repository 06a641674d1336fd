import type { Db } from '../../db/client.js';
import { newsletterSignups } from '../../db/schema/store.js';

/** Stores a sign-up; an e-mail already signed up keeps its first consent. */
export async function insertSignup(db: Db, tenantId: number, email: string, consentText: string): Promise<void> {
  await db
    .insert(newsletterSignups)
    .values({ tenantId, email, consentText })
    .onConflictDoNothing({ target: [newsletterSignups.tenantId, newsletterSignups.email] });
}
