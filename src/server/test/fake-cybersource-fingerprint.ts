import type http from 'node:http';
import { json } from './fake-replies.js';

/** Where the fake serves its tags.js (CYBERSOURCE_FINGERPRINT_URL points there in tests and journeys). */
export const FINGERPRINT_PATH = '/fp/tags.js';

/** A profiling the checkout page asked for: ThreatMetrix's org_id and session_id as the script address had them. */
export type FingerprintRequest = { orgId: string; sessionId: string };

/**
 * A look-alike of Cybersource's device fingerprint script (ThreatMetrix's tags.js): it records the
 * org_id and session_id it was asked for (GET /_fake/fingerprint/sessoes lists them) and answers a
 * script that only marks the page, as the real one profiles the browser without a reply to the page.
 */
export function fingerprintHandler(
  requests: FingerprintRequest[],
  res: http.ServerResponse,
  url: URL,
): http.ServerResponse | undefined {
  if (url.pathname === '/_fake/fingerprint/sessoes') return json(res, 200, requests);
  if (url.pathname !== FINGERPRINT_PATH) return undefined;
  const orgId = url.searchParams.get('org_id') ?? '';
  const sessionId = url.searchParams.get('session_id') ?? '';
  requests.push({ orgId, sessionId });
  return res
    .writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' })
    .end(
      `window.fakeFingerprintSessions = (window.fakeFingerprintSessions || []).concat(${JSON.stringify(sessionId)});`,
    );
}
