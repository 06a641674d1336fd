import { test as base, type Page } from '@playwright/test';

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
  page: async ({ page }, use) => {
    await use(waitingUntilReady(page));
  },
});

/**
 * The page's `goto` and `reload` resolve once the app answers (`<html data-pronto>`, src/web/app/AppShell.tsx):
 * a store page the server drew is on screen, and readable, before its buttons and fields work.
 */
function waitingUntilReady(page: Page): Page {
  const ready = () =>
    page.waitForFunction(() => !document.getElementById('root') || 'pronto' in document.documentElement.dataset);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  return Object.assign(page, {
    goto: async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await ready();
      return response;
    },
    reload: async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await ready();
      return response;
    },
  });
}

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
