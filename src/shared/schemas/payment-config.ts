import { z } from 'zod';
import { envelope } from './envelope.js';

/**
 * The payment providers of /configuracao-pagamento, by the name in the address, with their setting
 * key: the spec's three, and the Pix PSP (issue 18), whose mTLS certificate is tested here too.
 */
export const paymentProviders = {
  cielo: { key: 'cie', name: 'Cielo', by: 'pela Cielo' },
  pagseguro: { key: 'pgs', name: 'PagSeguro', by: 'pelo PagSeguro' },
  moip: { key: 'moi', name: 'Moip', by: 'pela Moip' },
  pix: { key: 'pix', name: 'Pix', by: 'pelo PSP Pix' },
} as const;
export type PaymentProviderName = keyof typeof paymentProviders;

export const paymentConfigMessages = {
  ok: (name: string) => `Conexão com ${name} funcionando: as credenciais foram aceitas.`,
  refused: (by: string) => `Credenciais recusadas ${by}. Confira os dados e o ambiente (testes ou produção).`,
  certificate: (name: string) =>
    `Conexão segura recusada por ${name}: confira o certificado do cliente (mTLS) e a chave privada, em PEM, como o PSP os entregou, e salve de novo.`,
  unavailable: (name: string) => `Serviço indisponível: ${name} não respondeu. Tente novamente em instantes.`,
  missing: (name: string) => `Preencha e salve as credenciais de ${name} antes de testar.`,
  locked:
    'As credenciais guardadas não podem ser lidas: a chave de criptografia do servidor (SETTINGS_KEY) não está definida ou mudou. Digite-as e salve de novo.',
  unknownProvider: 'Provedor de pagamento desconhecido.',
} as const;

export const paymentProviderParams = z.object({
  provedor: z.enum(['cielo', 'pagseguro', 'moip', 'pix'], { error: paymentConfigMessages.unknownProvider }),
});

/** The connection test's outcome: `ok`, and a message saying why not (credentials refused, service down ...). */
export const connectionTestReply = envelope({ ok: z.boolean() });
export type ConnectionTestReply = z.infer<typeof connectionTestReply>;

/** A Moip notification preference (webhook): where Moip posts and which events. */
export const moipWebhook = z.object({ id: z.string(), destino: z.string(), eventos: z.array(z.string()) });
export type MoipWebhook = z.infer<typeof moipWebhook>;
/** The webhook list, or why it could not be read (`webhooks` empty and a warning `msg`). */
export const moipWebhooksReply = envelope({ ok: z.boolean(), webhooks: z.array(moipWebhook) });
export type MoipWebhooksReply = z.infer<typeof moipWebhooksReply>;

/** The providers whose notifications reach this server at a secret address of the company. */
export const notifyingProviders = ['cielo', 'pagseguro', 'pix'] as const;

/** Where each provider is told (or must be told) to post: what the admin registers at the provider. */
export const notificationPlaces: Record<(typeof notifyingProviders)[number], string> = {
  cielo:
    "Cadastre este endereço no site da Cielo (E-commerce) como URL de notificação ('Post de Notificação'): por ele chegam os pagamentos de boleto e os cancelamentos feitos no painel da Cielo.",
  pagseguro:
    'Vai ao PagBank em cada pedido (notification_urls); cadastre-o também no painel do PagBank, em Notificações, se a conta pedir um endereço fixo.',
  pix: 'Registrado no PSP automaticamente na primeira cobrança (o PSP acrescenta /pix); use-o se o PSP pedir o cadastro à mão.',
};
export const notificationUnavailable =
  'Sem endereço: o servidor precisa de PUBLIC_URL (ou do domínio da empresa) e de SETTINGS_KEY.';

/**
 * A provider's notification address for this company, with the secret that names it: only an
 * admin sees it. `url` null: the server has no public address or no SETTINGS_KEY to make one.
 */
export const notificationAddress = z.object({
  provedor: z.enum(notifyingProviders),
  url: z.string().nullable(),
  onde: z.string(),
});
export type NotificationAddress = z.infer<typeof notificationAddress>;
export const notificationAddressesReply = envelope({ enderecos: z.array(notificationAddress) });
export type NotificationAddressesReply = z.infer<typeof notificationAddressesReply>;
