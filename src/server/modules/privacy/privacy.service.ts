import type { z } from 'zod';
import { escapeHtml } from '../../../shared/html.js';
import { messages } from '../../../shared/messages.js';
import {
  dataRequestKindLabels,
  dataRequestStatusLabels,
  type dataRequest,
  type dataRequestAnswer,
  type ownContactData,
} from '../../../shared/schemas/privacy.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { conflict, notFound } from '../../http/errors.js';
import type { Tenant } from '../../http/tenant.js';
import { saveOwnContactFields } from '../customers/index.js';
import { pdfOf, type DocumentPool } from '../documents/index.js';
import type { MailService } from '../mail/index.js';
import { personalData, personalDataHtml } from './personal-data.js';
import { answerRequest, hasPendingRequest, insertRequest, requestWithCustomer, type Subject } from './privacy.repo.js';
import { recordAudit } from '../audit/index.js';

const subjectOf = (auth: AuthContext): Subject => ({ tenantId: auth.tenantId, customerId: auth.id });

/** The customer's data as JSON text, indented so it reads in any editor. */
export async function personalDataJson(db: Db, auth: AuthContext): Promise<string> {
  return JSON.stringify(await personalData(db, subjectOf(auth)), null, 2);
}

/** The customer's data as a PDF, printed on the document threads. */
export async function personalDataPdf(db: Db, pool: DocumentPool, auth: AuthContext): Promise<Buffer> {
  const html = personalDataHtml(await personalData(db, subjectOf(auth)));
  return pdfOf(pool, html, messages.privacy.exportTitle);
}

/** The customer's phones and contact name, checked by the customer form's own rules. */
export async function saveOwnContact(db: Db, auth: AuthContext, input: z.output<typeof ownContactData>) {
  await saveOwnContactFields(db, auth, {
    phone: input.telefone,
    cellphone: input.celular,
    contactName: input.contato,
  });
  return { mensagem: messages.privacy.contactSaved };
}

/**
 * Queues an erasure or change request for an admin. One pending request of a kind at a time: a
 * second click, or a second tab, does not queue the same request twice.
 */
export async function queueRequest(db: Db, auth: AuthContext, input: z.output<typeof dataRequest>) {
  const who = subjectOf(auth);
  const codigo = await db.transaction(async (tx) => {
    if (await hasPendingRequest(tx, who, input.tipo)) throw conflict(messages.privacy.alreadyPending);
    return insertRequest(tx, who, input.tipo, input.detalhes ?? '');
  });
  const mensagem = input.tipo === 'exclusao' ? messages.privacy.erasureQueued : messages.privacy.changeQueued;
  return { codigo, mensagem };
}

type AnswerDeps = { db: Db; mail: MailService };

/** An admin's answer: the request is closed and the customer told by mail, in one transaction. */
export async function answerDataRequest(
  deps: AnswerDeps,
  auth: AuthContext,
  tenant: Tenant,
  id: number,
  input: z.output<typeof dataRequestAnswer>,
) {
  const request = await requestWithCustomer(deps.db, tenant.id, id);
  if (!request) throw notFound(messages.privacy.requestNotFound);
  await deps.db.transaction(async (tx) => {
    const answered = await answerRequest(tx, tenant.id, id, {
      status: input.situacao,
      note: input.observacao,
      by: auth.id,
    });
    if (!answered) throw conflict(messages.privacy.alreadyHandled);
    await recordAudit(tx, {
      tenantId: tenant.id,
      actor: { id: auth.id, name: auth.name },
      action: input.situacao === 'atendida' ? 'Atendeu' : 'Recusou',
      entity: 'Solicitação de titular',
      entityId: id,
      before: { situacao: 'Pendente' },
      after: {
        situacao: dataRequestStatusLabels[input.situacao],
        tipo: dataRequestKindLabels[request.kind],
        cliente: request.name,
        ...(input.observacao ? { observacao: input.observacao } : {}),
      },
    });
    if (request.email)
      await deps.mail.queue({ tenantId: tenant.id, to: [request.email], ...answerMail(tenant, request, input) }, tx);
  });
  void deps.mail.flush().catch(() => undefined);
  return { mensagem: messages.privacy.handled };
}

function answerMail(
  tenant: Tenant,
  request: { id: number; kind: keyof typeof dataRequestKindLabels; name: string },
  input: z.output<typeof dataRequestAnswer>,
) {
  const note = input.observacao ? `<p>${escapeHtml(input.observacao)}</p>` : '';
  return {
    subject: messages.privacy.answerSubject(tenant.tradeName),
    html: `<p>Olá, ${escapeHtml(request.name)}.</p><p>Sua solicitação nº ${request.id} (${dataRequestKindLabels[request.kind]}) foi ${dataRequestStatusLabels[input.situacao].toLowerCase()}.</p>${note}`,
  };
}
