/**
 * How the system Chromium is started here (journeys and the bench's lab metrics): no sandbox (root
 * in a container), no GPU, and nothing that reaches the network by itself.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
