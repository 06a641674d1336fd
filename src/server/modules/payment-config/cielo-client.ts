import type { ProviderUrls } from '../../config.js';
import {
  ask,
  GatewayError,
  type Environment,
  type PaymentGateway,
  type ProviderCredentials,
} from './payment-gateway.js';

/**
 * Cielo API 3.0, query side (apiquery / apiquerysandbox): GET /1/sales?merchantOrderId=… with the
 * MerchantId and MerchantKey headers. An order id nobody used answers 404 with valid credentials and
 * 401 with bad ones, so the query proves the credentials without touching money.
 */
export class CieloClient implements PaymentGateway {
  constructor(
    private readonly urls: ProviderUrls,
    private readonly timeoutMs: number,
  ) {}

  async check(credentials: ProviderCredentials, environment: Environment): Promise<void> {
    const order = `balcao-teste-${Date.now()}`;
    const response = await ask(
      'Cielo',
      `${this.urls[environment]}/1/sales?merchantOrderId=${encodeURIComponent(order)}`,
      {
        headers: {
          Accept: 'application/json',
          MerchantId: credentials.merchantId ?? '',
          MerchantKey: credentials.merchantKey ?? '',
        },
      },
      this.timeoutMs,
    );
    if (response.ok || response.status === 404) return;
    throw new GatewayError('unavailable', `Cielo respondeu ${response.status}`);
  }
}
