import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

// Other ports let two checkouts run their journeys side by side (E2E_PORT, E2E_FAKE_PORT).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const FAKE_SERVICES_PORT = Number(process.env.E2E_FAKE_PORT ?? 3199);
// One worker per server (scripts/e2e-servers.mjs): two keep both cores of a small machine busy.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
// A trace (a DOM snapshot and a screenshot of every step) costs about a sixth of the journeys' time on
// a busy machine: kept for a failed journey by default, off where nobody could open it (.ci/run).
const TRACE = process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure';

/** Journeys in the system Chromium against the real server on a fresh PGlite with the demo data. */
export default defineConfig({
  testDir: 'e2e',
  // Two workers share two cores: a long journey takes half again its time alone.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: TRACE,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/fake-services.ts',
      url: `http://127.0.0.1:${FAKE_SERVICES_PORT}/ws/13015904/json/`,
      reuseExistingServer: false,
      env: { FAKE_SERVICES_PORT: String(FAKE_SERVICES_PORT) },
    },
    {
      command: 'node scripts/e2e-servers.mjs',
      url: `http://127.0.0.1:${PORT}/api/sessao`,
      timeout: 360_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        E2E_SERVERS: String(WORKERS),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        VIACEP_URL: `http://127.0.0.1:${FAKE_SERVICES_PORT}/ws`,
        BRASILAPI_URL: `http://127.0.0.1:${FAKE_SERVICES_PORT - 2}`,
        CEP_TIMEOUT_MS: '1000',
        CNPJ_LOOKUP_URL: `http://127.0.0.1:${FAKE_SERVICES_PORT - 3}`,
        CNPJ_LOOKUP_TIMEOUT_MS: '1000',
        GEOCODER_URL: `http://127.0.0.1:${FAKE_SERVICES_PORT - 1}`,
        ROUTER_URL: `http://127.0.0.1:${FAKE_SERVICES_PORT - 1}`,
        MAP_TILES_URL: `http://127.0.0.1:${FAKE_SERVICES_PORT - 1}/tiles/{z}/{x}/{y}.png`,
        // A fixed key for the journeys only: production keys come from the operator (docs/operations.md).
        SETTINGS_KEY: Buffer.alloc(32, 7).toString('base64'),
        ...Object.fromEntries(
          [
            'CIELO_QUERY_SANDBOX_URL',
            'CIELO_QUERY_URL',
            'CIELO_API_SANDBOX_URL',
            'CIELO_API_URL',
            'CIELO_AUTH_SANDBOX_URL',
            'CIELO_AUTH_URL',
            'PAGSEGURO_SANDBOX_URL',
            'PAGSEGURO_URL',
            'MOIP_SANDBOX_URL',
            'MOIP_URL',
          ].map((name) => [name, `http://127.0.0.1:${FAKE_SERVICES_PORT - 4}`]),
        ),
        CIELO_SOP_SANDBOX_URL: `http://127.0.0.1:${FAKE_SERVICES_PORT - 4}/post`,
        CIELO_SOP_URL: `http://127.0.0.1:${FAKE_SERVICES_PORT - 4}/post`,
        CIELO_MPI_SANDBOX_URL: `http://127.0.0.1:${FAKE_SERVICES_PORT - 4}/mpi`,
        CIELO_MPI_URL: `http://127.0.0.1:${FAKE_SERVICES_PORT - 4}/mpi`,
        PAGSEGURO_SDK_URL: `http://127.0.0.1:${FAKE_SERVICES_PORT - 4}/checkout-sdk-js/rc/dist/browser/pagseguro.min.js`,
        MOIP_SDK_URL: `http://127.0.0.1:${FAKE_SERVICES_PORT - 4}/moip-sdk-js/dist/moip-sdk-js.js`,
        CYBERSOURCE_FINGERPRINT_URL: `http://127.0.0.1:${FAKE_SERVICES_PORT - 4}/fp/tags.js`,
        PAYMENT_TIMEOUT_MS: '2000',
      },
    },
  ],
});
