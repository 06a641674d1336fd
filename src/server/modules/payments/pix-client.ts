import { createHash } from 'node:crypto';
import { onlyDigits } from '../../../shared/br/only-digits.js';
import { paymentStates, type PaymentState } from '../../../shared/schemas/payments.js';
import { ask, GatewayError, type PaymentGateway, type Transport } from '../payment-config/index.js';
import { LruMap } from '../../lru-map.js';
import { certificateTransport, type CertificateTransport } from './client-certificate.js';
import {
  sameSecret,
  type ChargeRequest,
  type ChargeView,
  type Credentials,
  type PaymentAdapter,
} from './payment-provider.js';

/** '123.45' ↔ 12345 centavos, by text: the API's decimals never pass through a float. */
export const pixAmount = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
export const pixCents = (valor: string) => {
  const [reais = '0', centavos = '00'] = valor.split('.');
  return Number(reais) * 100 + Number(centavos.padEnd(2, '0').slice(0, 2));
};

/** The cob statuses of the BCB API v2 in our payment states. */
const states: Record<string, PaymentState> = {
  ATIVA: paymentStates.awaiting,
  CONCLUIDA: paymentStates.paid,
  REMOVIDA_PELO_USUARIO_RECEBEDOR: paymentStates.expired,
  REMOVIDA_PELO_PSP: paymentStates.expired,
};

type Cob = {
  status?: string;
  calendario?: { criacao?: string; expiracao?: number };
  pixCopiaECola?: string;
  pix?: Array<{ endToEndId: string; valor: string; horario: string }>;
};

/**
 * The cob's `devedor`: a CPF (11 digits) or CNPJ (14) with the name, as the BCB API asks; a payer
 * without either gets a charge with no devedor (the API allows it; a devedor with an empty cpf is refused).
 */
function debtorOf(payer: ChargeRequest['payer']) {
  const digits = onlyDigits(payer.document);
  const kind = { 11: 'cpf', 14: 'cnpj' }[digits.length];
  return kind ? { devedor: { [kind]: digits, nome: payer.name.slice(0, 200) } } : {};
}

/** The minutes a charge stays payable when the company did not set 'expiracao'. */
const DEFAULT_MINUTES = 30;
/** Companies with a certificate whose connections stay open; one more reconnects when next used. */
const MAX_TRANSPORTS = 32;

/**
 * Pix through the Banco Central's standard API (v2), which every PSP implements: an OAuth2 client
 * credentials token, `PUT /cob/{txid}` (immediate charge), `GET /cob/{txid}`, `PUT /webhook/{chave}`
 * and the refund `PUT /pix/{e2eid}/devolucao/{id}`. Credentials: url (up to /v2), urlToken, clientId,
 * clientSecret, chave, expiracao (minutes), and for PSPs that ask for mTLS (the BCB's rule) the
 * client certificate and key (certificado, chavePrivada, PEM) and the PSP's own CA (ca) if it has one:
 * then every call, the token's too, goes over a connection presenting that certificate.
 */
export class PixClient implements PaymentAdapter, PaymentGateway {
  /** Tokens by client, secret and certificate, until a minute before they expire (a restart asks again). */
  private readonly tokens = new Map<string, { token: string; until: number }>();
  /** One transport (and its connections) per certificate, by a digest of it. */
  /** Per certificate; past the cap the least recently used is closed (a replaced certificate's, say). */
  private readonly transports = new LruMap<string, CertificateTransport>(MAX_TRANSPORTS, (transport) =>
    transport.close(),
  );

  constructor(private readonly timeoutMs: number) {}

  async createCharge(credentials: Credentials, charge: ChargeRequest): Promise<ChargeView> {
    const minutes = Number(credentials.expiracao) > 0 ? Number(credentials.expiracao) : DEFAULT_MINUTES;
    const body = {
      calendario: { expiracao: minutes * 60 },
      ...debtorOf(charge.payer),
      valor: { original: pixAmount(charge.amountCents) },
      chave: credentials.chave,
      solicitacaoPagador: charge.description.slice(0, 140),
    };
    const response = await this.call(credentials, 'PUT', `/cob/${charge.reference}`, body);
    if (!response.ok) throw new GatewayError('unavailable', `PSP Pix respondeu ${response.status} ao criar a cobrança`);
    return viewOf((await response.json()) as Cob);
  }

  async readCharge(credentials: Credentials, reference: string): Promise<ChargeView | undefined> {
    const response = await this.call(credentials, 'GET', `/cob/${reference}`);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new GatewayError('unavailable', `PSP Pix respondeu ${response.status} ao consultar`);
    return viewOf((await response.json()) as Cob);
  }

  async refund(credentials: Credentials, endToEndId: string, refundId: string, amountCents: number): Promise<void> {
    const path = `/pix/${encodeURIComponent(endToEndId)}/devolucao/${encodeURIComponent(refundId)}`;
    const response = await this.call(credentials, 'PUT', path, { valor: pixAmount(amountCents) });
    if (!response.ok) throw new GatewayError('unavailable', `PSP Pix respondeu ${response.status} à devolução`);
  }

  /** Where the PSP posts paid charges (it appends '/pix'); PUT is idempotent, so repeating it is harmless. */
  async registerWebhook(credentials: Credentials, webhookUrl: string): Promise<void> {
    const response = await this.call(credentials, 'PUT', `/webhook/${encodeURIComponent(credentials.chave ?? '')}`, {
      webhookUrl,
    });
    if (!response.ok)
      throw new GatewayError('unavailable', `PSP Pix respondeu ${response.status} ao registrar o webhook`);
  }

  /** 'Testar conexão': a fresh token with the saved client, secret and certificate. */
  async check(credentials: Credentials): Promise<void> {
    await this.requestToken(credentials);
  }

  /** The BCB API authenticates the PSP by mTLS; without it the webhook address carries a secret. */
  verifyWebhook(expected: string, presented: string): boolean {
    return sameSecret(expected, presented);
  }

  private async call(credentials: Credentials, method: string, path: string, body?: unknown): Promise<Response> {
    const token = await this.token(credentials);
    return ask(
      'PSP Pix',
      `${(credentials.url ?? '').replace(/\/+$/, '')}${path}`,
      {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      this.timeoutMs,
      this.transport(credentials),
    );
  }

  private async token(credentials: Credentials): Promise<string> {
    const known = this.tokens.get(tokenKey(credentials));
    if (known && known.until > Date.now()) return known.token;
    return this.requestToken(credentials);
  }

  private async requestToken(credentials: Credentials): Promise<string> {
    const basic = Buffer.from(`${credentials.clientId ?? ''}:${credentials.clientSecret ?? ''}`).toString('base64');
    const response = await ask(
      'PSP Pix',
      credentials.urlToken || new URL('/oauth/token', credentials.url).toString(),
      {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          scope: 'cob.write cob.read pix.write pix.read webhook.write',
        }),
      },
      this.timeoutMs,
      this.transport(credentials),
    );
    if (!response.ok) throw new GatewayError('unavailable', `PSP Pix respondeu ${response.status} ao pedir o token`);
    const reply = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!reply.access_token) throw new GatewayError('unavailable', 'PSP Pix não devolveu o token');
    const until = Date.now() + ((reply.expires_in ?? 300) - 60) * 1000;
    this.tokens.set(tokenKey(credentials), { token: reply.access_token, until });
    return reply.access_token;
  }

  /** fetch, or a connection presenting the company's certificate when it saved one (or its PSP's CA). */
  private transport(credentials: Credentials): Transport | undefined {
    const certificate = { cert: credentials.certificado, key: credentials.chavePrivada, ca: credentials.ca };
    if (!certificate.cert && !certificate.ca) return undefined;
    const key = digest(certificate.cert, certificate.key, certificate.ca);
    const kept = this.transports.get(key);
    if (kept) return kept;
    const transport = certificateTransport('PSP Pix', certificate);
    this.transports.set(key, transport);
    return transport;
  }
}

const digest = (...parts: Array<string | undefined>) =>
  createHash('sha256')
    .update(parts.map((p) => p ?? '').join('|'))
    .digest('base64');

/** Keyed by the secret and the certificate too: a company that saves new ones is not served the old token. */
const tokenKey = (c: Credentials) => digest(c.urlToken, c.clientId, c.clientSecret, c.certificado, c.chavePrivada);

function viewOf(cob: Cob): ChargeView {
  const created = cob.calendario?.criacao ? Date.parse(cob.calendario.criacao) : NaN;
  const seconds = cob.calendario?.expiracao;
  return {
    state: states[cob.status ?? ''] ?? paymentStates.awaiting,
    ...(cob.pixCopiaECola ? { copyPaste: cob.pixCopiaECola } : {}),
    ...(Number.isFinite(created) && seconds ? { expiresAt: new Date(created + seconds * 1000) } : {}),
    settlements: (cob.pix ?? []).map((p) => ({ eventId: p.endToEndId, amountCents: pixCents(p.valor), at: p.horario })),
  };
}
