import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client.js';

const sharedBuffers = async (size?: string) => {
  const database = await openDatabase({ pgliteSharedBuffers: size });
  try {
    const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
    return row?.shared_buffers;
  } finally {
    await database.close();
  }
};

describe('the embedded PGlite', () => {
  it('holds a 32MB buffer pool unless PGLITE_SHARED_BUFFERS says otherwise (128MB was resident at idle)', async () => {
    expect(await sharedBuffers()).toBe('32MB');
    expect(await sharedBuffers('16MB')).toBe('16MB');
    // Two PGlite start-ups (initdb each): seconds on a quiet machine, more than 30 on a busy one.
  }, 120_000);
});
