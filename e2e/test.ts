import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** Where the journeys' servers listen: the first on E2E_PORT, one more per worker (scripts/e2e-servers.mjs). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Playwright's `test`, with each worker sent to a server of its own (E2E_PORT + the worker's
 * index): journeys in different workers never share a database. The first server is the one
 * Playwright waits for; a worker on another one waits here until it answers.
 */
export const test = base.extend<object, { appServer: string }>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const url = `http://127.0.0.1:${E2E_PORT + workerInfo.parallelIndex}`;
      await waitUntilUp(`${url}/api/sessao`);
      await use(url);
    },
    { scope: 'worker', timeout: 400_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer),
});

async function waitUntilUp(url: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 390_000;) {
    const up = await fetch(url).then(
      (reply) => reply.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`O servidor de testes não respondeu: ${url}`);
}
