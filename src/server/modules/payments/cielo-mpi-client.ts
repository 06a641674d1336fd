import { z } from 'zod';
import type { ProviderUrls } from '../../config.js';
import { ask, GatewayError } from '../payment-config/index.js';
import { environmentOf } from './cielo-sop-client.js';
import type { Credentials } from './payment-provider.js';

const tokenReply = z.object({ access_token: z.string().min(1) }).loose();

const isOn = (value: string | undefined) => value === 'sim';

/** Whether the company's Cielo account authenticates cards (3-D Secure 2.0) and has the MPI's credentials. */
export const usesThreeDSecure = (credentials: Credentials) =>
  isOn(credentials.autenticacao3ds) && Boolean(credentials.mpiClientId?.trim() && credentials.mpiClientSecret?.trim());

/** Whether a card its issuer cannot authenticate (unenrolled, 3DS disabled, brand without 3DS) is charged anyway. */
export const chargesUnauthenticated = (credentials: Credentials) => isOn(credentials.autenticacaoOpcional);

/** Whether the company contracted Cielo's antifraud (the sale then carries FraudAnalysis). */
export const usesAntifraud = (credentials: Credentials) => isOn(credentials.antifraude);

/**
 * Cielo's 3-D Secure 2.0 MPI (Braspag): an access token (`POST {mpi}/v2/auth/token`, Basic
 * ClientId:ClientSecret, body {EstablishmentCode, MerchantName, MCC}) for the browser's
 * `BP.Mpi.3ds20.min.js`, which asks the issuer with the card the page holds and hands back Cavv,
 * Xid, Eci, Version and ReferenceId. The card never comes here.
 */
export class CieloMpiClient {
  constructor(
    private readonly urls: ProviderUrls,
    private readonly timeoutMs: number,
  ) {}

  /** The origins of the MPI's script and API (for the CSP). */
  origins(): string[] {
    return [...new Set(Object.values(this.urls).map((url) => new URL(url).origin))];
  }

  script(credentials: Credentials): string {
    return `${this.urls[environmentOf(credentials)]}/Scripts/BP.Mpi.3ds20.min.js`;
  }

  async session(credentials: Credentials): Promise<{ accessToken: string; environment: 'SDB' | 'PRD' }> {
    const environment = environmentOf(credentials);
    const basic = Buffer.from(`${credentials.mpiClientId ?? ''}:${credentials.mpiClientSecret ?? ''}`).toString(
      'base64',
    );
    const response = await ask(
      'Cielo (3-D Secure)',
      `${this.urls[environment]}/v2/auth/token`,
      {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          EstablishmentCode: credentials.mpiEstablishmentCode ?? '',
          MerchantName: (credentials.mpiMerchantName ?? '').slice(0, 25),
          MCC: credentials.mpiMcc ?? '',
        }),
      },
      this.timeoutMs,
    );
    if (!response.ok) throw new GatewayError('unavailable', `Cielo (3DS) respondeu ${response.status}`);
    const parsed = tokenReply.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new GatewayError('unavailable', 'Cielo (3DS) respondeu num formato inesperado');
    return { accessToken: parsed.data.access_token, environment: environment === 'producao' ? 'PRD' : 'SDB' };
  }
}
