import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';
import { percentiles } from './stats.js';

/**
 * Lab metrics of a store page in Chromium, throttled through the DevTools protocol as Lighthouse's
 * profiles are: LCP (largest contentful paint), TBT (the long tasks' time past 50 ms each, from the
 * first paint until the page has been quiet) and CLS (layout shifts), a fresh cache each time.
 */
export type Profile = { name: string; rttMs: number; downBytesPerS: number; upBytesPerS: number; cpu: number };

export const PROFILES: Profile[] = [
  // Lighthouse's default mobile: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x slower.
  { name: 'celular (Lighthouse)', rttMs: 150, downBytesPerS: 1_638_400 / 8, upBytesPerS: 750_000 / 8, cpu: 4 },
  // Slow 3G: 562.5 ms RTT, 180 KB/s.
  { name: '3G lento', rttMs: 562.5, downBytesPerS: 180 * 1024, upBytesPerS: 84 * 1024, cpu: 4 },
];

export type LabFigures = { lcpMs: number; tbtMs: number; cls: number };

/** Collects the page's paints, long tasks and shifts from its first moment (an init script). */
const OBSERVE = `(() => {
  const lab = (window.__lab = { lcp: 0, fcp: 0, tasks: [], cls: 0 });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) lab.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') lab.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) lab.tasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) lab.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
})()`;

type Observed = { lcp: number; fcp: number; tasks: Array<[number, number]>; cls: number };

async function once(browser: Browser, url: string, profile: Profile): Promise<LabFigures> {
  // A phone's screen, as Lighthouse's mobile run (Moto G Power).
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.rttMs,
      downloadThroughput: profile.downBytesPerS,
      uploadThroughput: profile.upBytesPerS,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    // Quiet for a while after the network: the last paints and tasks are in.
    await page.waitForTimeout(2_000);
    const lab = await page.evaluate<Observed>('window.__lab');
    const tbt = lab.tasks.filter(([start]) => start >= lab.fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return { lcpMs: lab.lcp, tbtMs: tbt, cls: lab.cls };
  } finally {
    await context.close();
  }
}

/** The median of `runs` loads of `url` under each profile. */
export async function labFigures(url: string, runs = 3): Promise<Array<{ profile: Profile } & LabFigures>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const results = [];
    for (const profile of PROFILES) {
      const samples: LabFigures[] = [];
      for (let i = 0; i < runs; i++) samples.push(await once(browser, url, profile));
      const median = (pick: (f: LabFigures) => number) => percentiles(samples.map(pick)).p50;
      results.push({
        profile,
        lcpMs: median((f) => f.lcpMs),
        tbtMs: median((f) => f.tbtMs),
        cls: median((f) => f.cls),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
