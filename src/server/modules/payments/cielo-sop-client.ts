import { z } from 'zod';
import type { ProviderUrls } from '../../config.js';
import { ask, GatewayError } from '../payment-config/index.js';
import type { Credentials } from './payment-provider.js';

/** What the browser needs to send one card to Cielo: the SOP access token and Cielo's script. */
export type SopSession = { accessToken: string; script: string; environment: 'sandbox' | 'production' };

const oauthReply = z.object({ access_token: z.string().min(1) }).loose();
const accessTokenReply = z.object({ AccessToken: z.string().min(1) }).loose();

/** 'producao' or 'sandbox': which of a provider's addresses the account uses. */
export const environmentOf = (credentials: Credentials) =>
  credentials.ambiente === 'producao' ? 'producao' : 'sandbox';

/** Whether the company's Cielo account has the Silent Order Post credentials. */
export const usesSilentOrderPost = (credentials: Credentials) =>
  Boolean(credentials.sopClientId?.trim() && credentials.sopClientSecret?.trim());

/**
 * Cielo's Silent Order Post: the card goes from the browser to Cielo, which gives back a one-use
 * PaymentToken the sale names instead of the card. The server only opens the way: an OAuth2 token
 * (`POST {auth}/oauth2/token`, Basic sopClientId:sopClientSecret, client credentials), then the SOP
 * access token (`POST {sop}/api/public/v2/accesstoken`, MerchantId and Bearer), good for one card
 * for 20 minutes. The script is `{sop}/scripts/silentorderpost-1.0.min.js`.
 */
export class CieloSopClient {
  constructor(
    private readonly urls: { auth: ProviderUrls; sop: ProviderUrls },
    private readonly timeoutMs: number,
  ) {}

  /** The origins the browser loads the script from and posts the card to (for the CSP). */
  origins(): string[] {
    return Object.values(this.urls.sop).map((url) => new URL(url).origin);
  }

  /** Cielo's script for the account's environment. */
  script(credentials: Credentials): string {
    return `${this.urls.sop[environmentOf(credentials)]}/scripts/silentorderpost-1.0.min.js`;
  }

  async session(credentials: Credentials): Promise<SopSession> {
    const environment = environmentOf(credentials);
    const basic = Buffer.from(`${credentials.sopClientId ?? ''}:${credentials.sopClientSecret ?? ''}`).toString(
      'base64',
    );
    const oauth = await this.json(oauthReply, `${this.urls.auth[environment]}/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const token = await this.json(accessTokenReply, `${this.urls.sop[environment]}/api/public/v2/accesstoken`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${oauth.access_token}`,
        MerchantId: credentials.merchantId ?? '',
        'Content-Type': 'application/json',
      },
    });
    return {
      accessToken: token.AccessToken,
      script: this.script(credentials),
      environment: environment === 'producao' ? 'production' : 'sandbox',
    };
  }

  private async json<T>(schema: z.ZodType<T>, url: string, init: RequestInit): Promise<T> {
    const response = await ask('Cielo (Silent Order Post)', url, init, this.timeoutMs);
    if (!response.ok) throw new GatewayError('unavailable', `Cielo (SOP) respondeu ${response.status}`);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new GatewayError('unavailable', 'Cielo (SOP) respondeu num formato inesperado');
    return parsed.data;
  }
}
