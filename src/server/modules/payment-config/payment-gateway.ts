/** The saved setting of one provider, credentials opened: field name → text (merchantId, token ...). */
export type ProviderCredentials = Record<string, string>;
export type Environment = 'sandbox' | 'producao';

/**
 * The provider refused the credentials (401/403), refused the secure connection (a client
 * certificate missing, wrong or unreadable: 'certificate'), or did not answer as it should (down,
 * timeout, 5xx).
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'refused' | 'certificate' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

/** Any payment provider: `check` resolves when it accepts the credentials, else throws a GatewayError. */
export interface PaymentGateway {
  check(credentials: ProviderCredentials, environment: Environment): Promise<void>;
}

/** A webhook (notification preference) as Moip keeps it, in our words. */
export type Webhook = { id: string; target: string; events: string[] };

export interface MoipGateway extends PaymentGateway {
  webhooks(credentials: ProviderCredentials, environment: Environment): Promise<Webhook[]>;
}

/** How a request reaches the provider: fetch, or one presenting a client certificate. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * One request to a provider: a network failure or timeout is 'unavailable', 401/403 'refused',
 * and the caller decides what the other statuses mean.
 */
export async function ask(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  transport: Transport = fetch,
): Promise<Response> {
  let response: Response;
  try {
    response = await transport(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    throw new GatewayError('unavailable', `${provider} não respondeu: ${String(error)}`);
  }
  if (response.status === 401 || response.status === 403)
    throw new GatewayError('refused', `${provider} recusou as credenciais (${response.status})`);
  return response;
}
