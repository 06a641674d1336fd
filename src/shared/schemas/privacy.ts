import { z } from 'zod';
import { messages } from '../messages.js';
import { customerFormFields } from './customer.js';
import { envelope } from './envelope.js';
import { optionalText } from './fields.js';
import { int4 } from './int4.js';

/** A customer's requests about their personal data (LGPD art. 18) and what they may change themselves. */

const { privacy } = messages;

/** 'exclusao': erase what the law does not make us keep; 'alteracao': change a field the customer may not edit. */
export const dataRequestKinds = ['exclusao', 'alteracao'] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];
export const dataRequestKindLabels: Record<DataRequestKind, string> = {
  exclusao: 'Exclusão de dados',
  alteracao: 'Alteração de dados',
};
export const dataRequestStatuses = ['pendente', 'atendida', 'recusada'] as const;
export const dataRequestStatusLabels: Record<(typeof dataRequestStatuses)[number], string> = {
  pendente: 'Pendente',
  atendida: 'Atendida',
  recusada: 'Recusada',
};

/** POST /api/minha-conta/solicitacoes: a change request must say what to change; an erasure may say why. */
export const dataRequest = z
  .object({ tipo: z.enum(dataRequestKinds), detalhes: optionalText(1000) })
  .refine((r) => r.tipo === 'exclusao' || (r.detalhes ?? '') !== '', {
    message: privacy.changeDetailsRequired,
    path: ['detalhes'],
  });
export type DataRequest = z.input<typeof dataRequest>;
export const dataRequestReply = envelope({ codigo: z.number(), mensagem: z.string() });

/**
 * PUT /api/minha-conta/dados: what a customer changes themselves, with the customer form's rules:
 * how to reach them (phones, the contact's name). Name, CPF/CNPJ, e-mail (their login), address (it
 * goes on the NF-e) and credit are the company's record: those go through a change request.
 */
export const ownContactData = customerFormFields.pick({ telefone: true, celular: true, contato: true });
export type OwnContactData = z.input<typeof ownContactData>;
export const ownContactReply = envelope({ mensagem: z.string() });

/** POST /api/solicitacoes-titulares/:id: an admin's answer; a refusal must say why. */
export const dataRequestParams = z.object({ id: int4(z.coerce.number().int().positive()) });
export const dataRequestAnswer = z
  .object({ situacao: z.enum(['atendida', 'recusada']), observacao: optionalText(1000) })
  .refine((a) => a.situacao === 'atendida' || (a.observacao ?? '') !== '', {
    message: privacy.noteRequired,
    path: ['observacao'],
  });
export type DataRequestAnswer = z.input<typeof dataRequestAnswer>;
export const dataRequestAnswerReply = envelope({ mensagem: z.string() });

export const JSON_TYPE = 'application/json';
