import { sql, type SQL } from 'drizzle-orm';
import { COMPANY_TIME_ZONE } from '../../shared/br/dates.js';

// The zone is a constant of the code, never input: written into the SQL text so that expressions
// stay the same text in every query (prepared statements, plans).
const zone = sql.raw(`'${COMPANY_TIME_ZONE}'`);

/**
 * Today on the company's calendar (Brasília), as orders and receivables are dated. `current_date`
 * is the session's day, UTC on the servers: after 21:00 it is already tomorrow.
 */
export const companyDateSql: SQL = sql`(now() AT TIME ZONE ${zone})::date`;

/** The company's calendar day of a moment (a `timestamptz`). */
export const companyDayOf = (moment: SQL): SQL => sql`(${moment} AT TIME ZONE ${zone})::date`;

/** The company's wall-clock time of a moment, 'HH24:MI'. */
export const companyClockOf = (moment: SQL): SQL => sql`to_char(${moment} AT TIME ZONE ${zone}, 'HH24:MI')`;
