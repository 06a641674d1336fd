import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { newPixState, pixHandler } from './fake-pix.js';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/pix-mtls/${name}`, import.meta.url), 'utf8');

/**
 * Throwaway PEMs (fixtures/pix-mtls): a test CA, the fake PSP's server certificate for 127.0.0.1 and
 * a client certificate that CA signed. Nothing else trusts that CA.
 */
export const PIX_MTLS = {
  ca: fixture('ca.pem'),
  clientCert: fixture('client.pem'),
  clientKey: fixture('client.key'),
  /** A real key of another certificate: the pair does not match. */
  otherKey: fixture('server.key'),
};

/**
 * The fake PSP (fake-pix.ts) over HTTPS on 127.0.0.1, requiring a client certificate signed by the
 * test CA, as a PSP of the BCB Pix API does: a client without one never gets past the handshake.
 */
export async function startFakePixOverTls() {
  const state = newPixState();
  const server = https.createServer(
    {
      cert: fixture('server.pem'),
      key: fixture('server.key'),
      ca: PIX_MTLS.ca,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => void pixHandler(state, req, res, new URL(req.url ?? '/', 'https://127.0.0.1')),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
