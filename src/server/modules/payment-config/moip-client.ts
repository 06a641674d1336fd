import { z } from 'zod';
import type { ProviderUrls } from '../../config.js';
import {
  ask,
  GatewayError,
  type Environment,
  type MoipGateway,
  type ProviderCredentials,
  type Webhook,
} from './payment-gateway.js';

/** The fields of Moip v2's notification preference we read. */
const preferences = z.array(
  z.object({ id: z.string(), target: z.string(), events: z.array(z.string()).default([]) }).loose(),
);

/**
 * Moip API v2 (sandbox.moip.com.br, api.moip.com.br) with Basic auth of token:chave. The webhook
 * list is GET /v2/preferences/notifications (where Moip posts, and which events); reading it is also
 * the connection test, since it needs valid credentials and changes nothing.
 */
export class MoipClient implements MoipGateway {
  constructor(
    private readonly urls: ProviderUrls,
    private readonly timeoutMs: number,
  ) {}

  async check(credentials: ProviderCredentials, environment: Environment): Promise<void> {
    await this.webhooks(credentials, environment);
  }

  async webhooks(credentials: ProviderCredentials, environment: Environment): Promise<Webhook[]> {
    const basic = Buffer.from(`${credentials.token ?? ''}:${credentials.chave ?? ''}`).toString('base64');
    const response = await ask(
      'Moip',
      `${this.urls[environment]}/v2/preferences/notifications`,
      { headers: { Accept: 'application/json', Authorization: `Basic ${basic}` } },
      this.timeoutMs,
    );
    if (!response.ok) throw new GatewayError('unavailable', `Moip respondeu ${response.status}`);
    const parsed = preferences.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new GatewayError('unavailable', 'Moip respondeu num formato inesperado');
    return parsed.data.map((p) => ({ id: p.id, target: p.target, events: p.events }));
  }
}
