import type { ProviderUrls } from '../../config.js';
import {
  ask,
  GatewayError,
  type Environment,
  type PaymentGateway,
  type ProviderCredentials,
} from './payment-gateway.js';

/**
 * PagSeguro's session call (ws.pagseguro.uol.com.br, ws.sandbox… for tests): POST /v2/sessions with
 * the account's e-mail and token in the query. Good credentials get `<session><id>…</id></session>`
 * (XML); bad ones 401 'Unauthorized'.
 */
export class PagSeguroClient implements PaymentGateway {
  constructor(
    private readonly urls: ProviderUrls,
    private readonly timeoutMs: number,
  ) {}

  async check(credentials: ProviderCredentials, environment: Environment): Promise<void> {
    const query = new URLSearchParams({ email: credentials.email ?? '', token: credentials.token ?? '' });
    const response = await ask(
      'PagSeguro',
      `${this.urls[environment]}/v2/sessions?${query.toString()}`,
      { method: 'POST', headers: { Accept: 'application/xml' } },
      this.timeoutMs,
    );
    if (!response.ok) throw new GatewayError('unavailable', `PagSeguro respondeu ${response.status}`);
    if (!/<session>\s*<id>[^<]+<\/id>/.test(await response.text()))
      throw new GatewayError('unavailable', 'PagSeguro respondeu sem o id da sessão');
  }
}
