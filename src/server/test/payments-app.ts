import { fakePaymentsEnv, startFakePayments } from './fake-payments.js';
import { createTestApp } from './test-app.js';

/**
 * The fake payment providers on 127.0.0.1 and an app pointed at them, with a short provider timeout
 * (the fakes' slow answers outlast it) and every log line kept in `lines`.
 */
export async function startPaymentsApp(lines: string[]) {
  const fake = await startFakePayments();
  const t = await createTestApp(
    { ...fakePaymentsEnv(fake.url), PAYMENT_TIMEOUT_MS: '500', LOG_LEVEL: 'info' },
    undefined,
    {
      logStream: { write: (line) => lines.push(line) },
    },
  );
  return { fake, t };
}
