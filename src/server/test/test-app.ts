import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config, type RateLimits } from '../config.js';
import type { Database } from '../db/client.js';
import { DocumentPool } from '../modules/documents/index.js';
import { TEST_PASSWORD } from './factories.js';
import { createTestDatabase } from './test-database.js';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The app's document threads: a test can see a job running. */
  documents: DocumentPool;
  close: () => Promise<void>;
};

/** The key that seals payment credentials in tests (a test of its absence passes SETTINGS_KEY ''). */
export const TEST_SETTINGS_KEY = Buffer.alloc(32, 7).toString('base64');

/**
 * The configured rate limits a thousand times wider: test worlds send bursts from one address. A
 * test of the limits themselves passes `{ rateLimits: config.rateLimits }` (the production shape).
 */
const wide = (limits: RateLimits): RateLimits =>
  Object.fromEntries(
    Object.entries(limits).map(([name, limit]) => [name, { ...limit, max: limit.max * 1000 }]),
  ) as RateLimits;

/**
 * The real app on a fresh database, without the web client; `env` overrides configuration, `build`
 * the build options (fast failed logins and wide rate limits by default), `documentJobs` the
 * module the document threads run (a fixture that holds jobs on purpose) and `pageRenderer` the
 * module that renders store pages (none by default: the pages go without their body).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  onQuery?: (statement: string) => void,
  build: Omit<BuildOptions, 'database' | 'documents'> & { documentJobs?: URL; pageRenderer?: string } = {},
): Promise<TestApp> {
  const { documentJobs, pageRenderer, ...options } = build;
  const database = await createTestDatabase(onQuery);
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DEFAULT_TENANT: 'padrao', SETTINGS_KEY: TEST_SETTINGS_KEY, ...env }),
    webDir: undefined,
    pageRenderer,
  };
  const documents = new DocumentPool(config.documents, documentJobs);
  const app = await buildApp(config, {
    database,
    loginDelayStepMs: 1,
    rateLimits: wide(config.rateLimits),
    documents,
    ...options,
  });
  return {
    app,
    database,
    config,
    documents,
    close: async () => {
      await app.close();
      await documents.close();
      await database.close();
    },
  };
}

/** The session cookie a reply set, ready to send back. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'tkn');
  if (!cookie) throw new Error(`no session cookie in reply ${response.statusCode}: ${response.body}`);
  return `tkn=${cookie.value}`;
}

/** Logs an account in (factory password) and gives its session cookie. */
export async function loginCookie(t: TestApp, email: string, alias = 'padrao'): Promise<string> {
  const reply = await t.app.inject({
    method: 'POST',
    url: `/ajax-login?apelido=${alias}`,
    payload: { email, usuario: email, senha: TEST_PASSWORD },
  });
  return sessionCookie(reply);
}
