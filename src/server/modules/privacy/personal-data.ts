import { formatDay } from '../../../shared/br/dates.js';
import { formatDocument, formatPhone, formatCep } from '../../../shared/br/format-br.js';
import { formatMoney } from '../../../shared/br/format-money.js';
import { escapeHtml } from '../../../shared/html.js';
import { messages } from '../../../shared/messages.js';
import { dataRequestKindLabels, dataRequestStatusLabels } from '../../../shared/schemas/privacy.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import * as read from './personal-data.repo.js';
import type { Subject } from './privacy.repo.js';

const reais = (cents: number) => Math.round(cents) / 100;
const when = (at: Date | null) => at?.toISOString() ?? null;

/**
 * Everything kept about the customer (LGPD art. 18, II), with pt-BR names because the person reads
 * it: registration, contacts, consent, orders, invoices, receivables, sessions and their requests.
 */
export async function personalData(db: Db, who: Subject) {
  const customer = await read.registration(db, who);
  if (!customer) throw notFound(messages.privacy.requestNotFound);
  const contract = await read.acceptedContract(db, who, customer.contractAcceptedVersion);
  return {
    geradoEm: new Date().toISOString(),
    cadastro: {
      codigo: customer.id,
      tipoPessoa: customer.personType,
      nome: customer.name,
      nomeFantasia: customer.tradeName,
      documento: customer.document,
      rg: customer.rg,
      inscricaoEstadual: customer.stateRegistration,
      email: customer.email,
      telefone: customer.phone,
      celular: customer.cellphone,
      contato: customer.contactName,
      dataNascimento: customer.birthDate,
      sexo: customer.sex,
      endereco: {
        cep: customer.cep,
        logradouro: customer.street,
        numero: customer.number,
        complemento: customer.complement,
        bairro: customer.district,
        cidade: customer.city,
        estado: customer.state,
      },
      limiteCredito: customer.creditLimitCents === null ? null : reais(customer.creditLimitCents),
      cadastradoEm: when(customer.createdAt),
      atualizadoEm: when(customer.updatedAt),
    },
    contatos: await read.contactsOf(db, who),
    termosAceitos: contract ? { versao: contract.version, titulo: contract.title } : null,
    pedidos: (await read.ordersOf(db, who)).map((o) => ({
      pedido: o.id,
      data: o.issuedOn,
      situacao: o.status,
      valor: reais(o.totalCents),
      endereco: o.address,
      telefone: o.phone,
    })),
    notasFiscais: (await read.invoicesOf(db, who)).map((n) => ({
      numero: n.number,
      data: n.issuedOn,
      valor: reais(n.valueCents),
      chave: n.accessKey,
      pedido: n.orderId,
    })),
    duplicatas: (await read.receivablesOf(db, who)).map((r) => ({
      vencimento: r.dueOn,
      valor: reais(r.valueCents),
      situacao: r.status,
      pagamento: r.paidOn,
    })),
    sessoes: (await read.sessionsOf(db, who)).map((s) => ({
      inicio: when(s.createdAt),
      ultimoUso: when(s.lastSeenAt),
      expira: when(s.expiresAt),
    })),
    trocasDeEmail: (await read.emailChangesOf(db, who)).map((c) => ({
      de: c.oldEmail,
      para: c.newEmail,
      em: when(c.at),
    })),
    solicitacoes: (await read.requestsOf(db, who)).map((r) => ({
      protocolo: r.id,
      tipo: dataRequestKindLabels[r.kind],
      pedido: r.details,
      situacao: dataRequestStatusLabels[r.status],
      resposta: r.note,
      em: when(r.createdAt),
      respondidaEm: when(r.handledAt),
    })),
  };
}
export type PersonalData = Awaited<ReturnType<typeof personalData>>;

const cell = (value: string | number | null | undefined) => `<td>${escapeHtml(String(value ?? '—'))}</td>`;
const row = (...values: Array<string | number | null | undefined>) => `<tr>${values.map(cell).join('')}</tr>`;
const head = (...names: string[]) => `<tr>${names.map((n) => `<th>${escapeHtml(n)}</th>`).join('')}</tr>`;
/** The latest rows of each list in the PDF, which has a page limit (PDF_LIMITS); the JSON carries every row. */
const PDF_ROWS = 200;
function table(names: string[], rows: string[]): string {
  if (rows.length === 0) return '<p>Nenhum registro.</p>';
  const left = rows.length - PDF_ROWS;
  const more = left > 0 ? `<p>Mais ${left} ${left === 1 ? 'registro' : 'registros'} no arquivo JSON.</p>` : '';
  return `<table>${head(...names)}${rows.slice(0, PDF_ROWS).join('')}</table>${more}`;
}
/** A day or a moment (ISO) as its day, DD/MM/AAAA. */
const brDate = (iso: string | null) => (iso ? formatDay(iso.slice(0, 10)) : null);
const money = (value: number) => formatMoney(value * 100);

function registrationHtml(c: PersonalData['cadastro']): string {
  const a = c.endereco;
  const address = [a.logradouro, a.numero, a.complemento, a.bairro, a.cidade, a.estado].filter(Boolean).join(', ');
  return table(
    ['Dado', 'Valor'],
    [
      row('Nome', c.nome),
      row('Nome fantasia', c.nomeFantasia),
      row('CPF/CNPJ', c.documento ? formatDocument(c.documento) : null),
      row('RG / Inscrição estadual', c.rg ?? c.inscricaoEstadual),
      row('E-mail', c.email),
      row('Telefone', c.telefone ? formatPhone(c.telefone) : null),
      row('Celular', c.celular ? formatPhone(c.celular) : null),
      row('Contato', c.contato),
      row('Data de nascimento', brDate(c.dataNascimento)),
      row('Endereço', address),
      row('CEP', a.cep ? formatCep(a.cep) : null),
      row('Cadastrado em', brDate(c.cadastradoEm)),
    ],
  );
}

/** The same data laid out to read, as the HTML the PDF job prints. */
export function personalDataHtml(data: PersonalData): string {
  return [
    `<h1>${escapeHtml(messages.privacy.exportTitle)}</h1>`,
    `<p>Gerado em ${escapeHtml(brDate(data.geradoEm))}, conforme o art. 18 da LGPD (Lei 13.709/2018).</p>`,
    '<h2>Cadastro</h2>',
    registrationHtml(data.cadastro),
    '<h2>Contatos</h2>',
    table(
      ['Nome', 'Cargo', 'Telefone', 'E-mail'],
      data.contatos.map((c) => row(c.name, c.role, c.phone, c.email)),
    ),
    '<h2>Termos aceitos</h2>',
    `<p>${escapeHtml(data.termosAceitos ? `Versão ${data.termosAceitos.versao}: ${data.termosAceitos.titulo}` : 'Nenhum termo aceito.')}</p>`,
    '<h2>Pedidos</h2>',
    table(
      ['Pedido', 'Data', 'Situação', 'Valor'],
      data.pedidos.map((o) => row(o.pedido, brDate(o.data), o.situacao, money(o.valor))),
    ),
    '<h2>Notas fiscais</h2>',
    table(
      ['Número', 'Data', 'Valor', 'Chave'],
      data.notasFiscais.map((n) => row(n.numero, brDate(n.data), money(n.valor), n.chave)),
    ),
    '<h2>Duplicatas</h2>',
    table(
      ['Vencimento', 'Valor', 'Situação', 'Pagamento'],
      data.duplicatas.map((r) => row(brDate(r.vencimento), money(r.valor), r.situacao, brDate(r.pagamento))),
    ),
    '<h2>Sessões de acesso</h2>',
    table(
      ['Início', 'Último uso', 'Expira'],
      data.sessoes.map((s) => row(brDate(s.inicio), brDate(s.ultimoUso), brDate(s.expira))),
    ),
    '<h2>Solicitações sobre seus dados</h2>',
    table(
      ['Protocolo', 'Tipo', 'Situação', 'Resposta'],
      data.solicitacoes.map((r) => row(r.protocolo, r.tipo, r.situacao, r.resposta)),
    ),
  ].join('\n');
}
