import { afterAll, beforeAll } from 'vitest';
import { fakePaymentsEnv, startFakePayments } from './fake-payments.js';
import type { FakeServer } from './fake-server.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The fake payment providers on 127.0.0.1 and an app pointed at them, with a short provider timeout
 * (the fakes' slow answers outlast it), no background sweep (a test runs its own, and one on a timer
 * could take its rows first) and every log line kept in `lines`.
 */
export async function startPaymentsApp(lines: string[]) {
  const fake = await startFakePayments();
  const t = await createTestApp(
    { ...fakePaymentsEnv(fake.url), PAYMENT_TIMEOUT_MS: '500', PAYMENT_SWEEP_SECONDS: '0', LOG_LEVEL: 'info' },
    undefined,
    {
      logStream: { write: (line) => lines.push(line) },
    },
  );
  return { fake, t };
}

/**
 * A test file's fake providers and app, started before its tests and closed after them: `suite.t`
 * and `suite.fake` once started, every log line in `suite.lines`.
 */
export function paymentsSuite() {
  const suite = { lines: [] as string[] } as { lines: string[]; t: TestApp; fake: FakeServer };
  beforeAll(async () => {
    Object.assign(suite, await startPaymentsApp(suite.lines));
  });
  afterAll(async () => {
    await suite.t.close();
    await suite.fake.close();
  });
  return suite;
}
