import { z } from 'zod';
import { formatHundredths } from '../domain/discount-policy.js';
import { validationMessages as m } from '../validation-messages.js';
import { envelope } from './envelope.js';
import { optionalText } from './fields.js';
import { int4 } from './int4.js';

/** Texts of the discount policy and its approval queue (issue 17), once. */
export const approvalMessages = {
  aboveCap: (discount: number, cap: number) =>
    `O desconto de ${formatHundredths(discount)} passa do seu limite de ${formatHundredths(cap)}. ` +
    'O pedido foi enviado ao gestor e está aguardando aprovação; você será avisado da decisão.',
  managersOnly: 'Só gestores e administradores aprovam descontos e definem os limites.',
  notFound: 'Solicitação de aprovação não encontrada.',
  alreadyDecided: 'Esta solicitação já foi decidida.',
  reasonRequired: 'Informe o motivo da recusa.',
  approved: 'Desconto aprovado. O vendedor foi avisado.',
  refused: 'Desconto recusado. O vendedor foi avisado.',
  capSaved: 'Limite de desconto salvo.',
  sellerNotFound: 'Vendedor não encontrado.',
  capInvalid: 'Informe um percentual entre 0 e 100, ou deixe em branco para não limitar.',
  noticeApproved: (order: number) => `O desconto do pedido nº ${order} foi aprovado. Você já pode fechar o pedido.`,
  noticeRefused: (order: number, reason: string) => `O desconto do pedido nº ${order} foi recusado: ${reason}`,
} as const;

const code = int4(z.coerce.number({ error: m.number }).int(m.number).positive(m.number));

export const approvalParams = z.object({ codigo: code });
export const orderApprovalParams = z.object({ pedido: code });

/** Approving may say why; refusing must. */
export const approveRequest = z.object({ motivo: optionalText(500) });
export const refuseRequest = z.object({
  motivo: z.string({ error: approvalMessages.reasonRequired }).trim().min(1, approvalMessages.reasonRequired).max(500),
});
export const decisionReply = envelope({ mensagem: z.string() });

export const approvalState = z.enum(['pendente', 'aprovada', 'recusada']);

/** The latest discount request of an order, as the terminal shows it; null when none was needed. */
export const orderApprovalReply = envelope({
  aprovacao: z
    .object({
      codigo: z.number(),
      situacao: approvalState,
      /** 'Aguardando aprovação', 'Desconto aprovado', 'Desconto recusado'. */
      rotulo: z.string(),
      /** Percentages (10.5 = 10,50 %). */
      desconto: z.number(),
      limite: z.number(),
      motivo: z.string().nullable(),
      decididoPor: z.string().nullable(),
    })
    .nullable(),
});
export type OrderApproval = z.infer<typeof orderApprovalReply>['aprovacao'];

/** Decisions on the caller's requests they have not seen yet (the toast on their next load). */
export const noticesReply = envelope({
  avisos: z.array(z.object({ pedido: z.number(), situacao: approvalState, mensagem: z.string() })),
});

/** A seller's cap, as a percentage with up to two decimals ('10,5' or 10.5); empty = no cap. */
export const capRequest = z.object({
  descontoMaximo: z.preprocess(
    (v) =>
      v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v,
    z
      .number({ error: approvalMessages.capInvalid })
      .min(0, approvalMessages.capInvalid)
      .max(100, approvalMessages.capInvalid)
      .transform((v) => Math.round(v * 100))
      .nullable(),
  ),
});
export const capParams = z.object({ codigo: code });
