import { canReach, isCustomer, seesSellerFields } from '../../../shared/domain/access.js';
import { decidesCredit } from '../../../shared/domain/credit-policy.js';
import { messages } from '../../../shared/messages.js';
import {
  CREDIT_BLOCKED,
  CREDIT_RELEASED,
  customerMessages,
  registrationMessages,
  type CustomerDetails,
  type CustomerRecord,
  type PurchaseMonth,
} from '../../../shared/schemas/customer.js';
import type { Db } from '../../db/client.js';
import { requireCityOfState } from '../ibge/index.js';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth-context.js';
import {
  findClash,
  findContacts,
  findCustomer,
  insertCustomerWithContact,
  purchasesByMonth,
  updateCustomer,
  type CustomerRow,
} from './customers.repo.js';

/** The access policy: a customer record that is not the caller's to see is 'not found'. */
function assertVisible(auth: AuthContext, row: CustomerRow): void {
  if (!canReach(auth, { customerId: row.id, representativeId: row.representativeId })) {
    throw notFound(messages.access.notFound);
  }
}

export async function visibleCustomer(db: Db, auth: AuthContext, id: number): Promise<CustomerRow> {
  const row = await findCustomer(db, auth.tenantId, id);
  if (!row) throw notFound(messages.access.notFound);
  assertVisible(auth, row);
  return row;
}

/** The addresses a customer's record holds (theirs and their contacts'), lower case: where their mail may go. */
export async function registeredAddresses(db: Db, tenantId: number, customerId: number): Promise<Set<string>> {
  const row = await findCustomer(db, tenantId, customerId);
  const contacts = await findContacts(db, tenantId, customerId);
  const addresses = [row?.email, ...contacts.map((c) => c.email)];
  return new Set(addresses.filter((a): a is string => !!a?.trim()).map((a) => a.trim().toLowerCase()));
}

export async function customerDetailsOf(db: Db, auth: AuthContext, id: number): Promise<CustomerDetails> {
  const row = await visibleCustomer(db, auth, id);
  const contacts = await findContacts(db, auth.tenantId, id);
  const name = (i: number) => contacts[i]?.name ?? null;
  return {
    codigo: row.id,
    tipoPessoa: row.personType,
    razaoSocial: row.name,
    fantasia: row.tradeName,
    endereco: row.street,
    numero: row.number,
    complemento: row.complement,
    bairro: row.district,
    cidade: row.city,
    estado: row.state,
    cep: row.cep,
    cnpj: row.document,
    inscricaoEstadual: row.stateRegistration,
    rg: row.rg,
    contato1: name(0),
    contato2: name(1),
    contato3: name(2),
    contato4: name(3),
    telefone: row.phone,
    celular: row.cellphone,
    email: row.email,
    credito: row.credit,
    restricaoCredito: row.creditRestriction,
    observacao: seesSellerFields(auth) ? row.observation : null,
    dataNascimento: row.birthDate,
    sexo: row.sex,
    contatoPrincipal: row.contactName,
    contatos: contacts.map((c) => ({ codigo: c.id, nome: c.name, cargo: c.role, telefone: c.phone, email: c.email })),
  };
}

type Identity = Pick<CustomerRecord, 'tipoPessoa' | 'cpf' | 'cnpj' | 'email'>;

/** Refuses a document or e-mail another customer of the tenant already has; gives the bare document. */
export async function assertUnique(db: Db, tenantId: number, exceptId: number, input: Identity): Promise<string> {
  const document = input.cpf ?? input.cnpj ?? '';
  const clash = await findClash(db, tenantId, exceptId, { document, email: input.email });
  if (clash.document)
    throw conflict(registrationMessages.duplicateDocument, [
      { campo: input.tipoPessoa === 'F' ? 'cpf' : 'cnpj', mensagem: registrationMessages.duplicateDocument },
    ]);
  if (clash.email)
    throw conflict(registrationMessages.duplicateEmail, [
      { campo: 'email', mensagem: registrationMessages.duplicateEmail },
    ]);
  return document;
}

/**
 * The customers table's columns for a customer form. The city is stored with IBGE's spelling and
 * code; one that is not the state's is refused (400) before anything is written.
 */
export function columnsOf(input: CustomerRecord, document: string) {
  const city = requireCityOfState(input.estado, input.cidade);
  return {
    personType: input.tipoPessoa,
    document,
    rg: input.rg ?? null,
    stateRegistration: input.inscricaoEstadual ?? null,
    name: input.nome,
    tradeName: input.fantasia ?? null,
    email: input.email,
    phone: input.telefone,
    cellphone: input.celular ?? null,
    contactName: input.contato ?? null,
    cep: input.cep,
    state: input.estado,
    city: city.nome,
    cityCode: city.codigo,
    district: input.bairro,
    street: input.endereco,
    number: input.numero,
    complement: input.complemento ?? null,
    countryCode: input.pais,
    birthDate: input.dataNascimento ?? null,
    sex: input.sexo ?? null,
    credit: input.credito ?? CREDIT_RELEASED,
    creditRestriction: input.restricaoCredito ?? null,
  };
}

type Credit = Pick<CustomerRecord, 'credito' | 'restricaoCredito'>;
const creditRefused = () =>
  new AppError(403, messages.customerCredit.managersOnly, [
    { campo: 'credito', mensagem: messages.customerCredit.managersOnly },
  ]);

/**
 * The credit standing to store. A manager or admin sets it (left out: the stored one, or released for
 * a new customer). Anyone else keeps the stored one, blocked for a new customer, and is refused when
 * asking for another: a seller never releases credit, even by sending the field by hand.
 */
export function decideCredit(auth: AuthContext, input: Credit, stored: CustomerRow | undefined): Credit {
  if (decidesCredit(auth))
    return { credito: input.credito ?? stored?.credit ?? CREDIT_RELEASED, restricaoCredito: input.restricaoCredito };
  const kept = { credito: stored?.credit ?? CREDIT_BLOCKED, restricaoCredito: stored?.creditRestriction ?? undefined };
  const asked = input.credito !== undefined && input.credito !== kept.credito;
  const restricted = input.restricaoCredito !== undefined && input.restricaoCredito !== kept.restricaoCredito;
  if (asked || restricted) throw creditRefused();
  return kept;
}

/** A new customer by an operator; a seller's new customer is theirs (their representative), credit blocked. */
export async function createCustomer(db: Db, auth: AuthContext, input: CustomerRecord): Promise<number> {
  const credit = decideCredit(auth, input, undefined);
  const document = await assertUnique(db, auth.tenantId, 0, input);
  return insertCustomerWithContact(
    db,
    {
      tenantId: auth.tenantId,
      ...columnsOf({ ...input, ...credit }, document),
      activation: '0',
      representativeId: auth.role === 'seller' ? auth.representativeId : null,
    },
    input.contato
      ? { name: input.contato, phone: input.telefone, email: input.email, role: 'Contato principal' }
      : undefined,
  );
}

export async function updateCustomerRecord(
  db: Db,
  auth: AuthContext,
  id: number,
  input: CustomerRecord,
): Promise<void> {
  const row = await visibleCustomer(db, auth, id);
  // The e-mail is the customer's login: it changes only through changeCustomerEmail (audited).
  const registered = row.email?.trim().toLowerCase();
  if (registered && registered !== input.email) {
    throw badRequest(messages.customerEmail.useChangeAction, [
      { campo: 'email', mensagem: messages.customerEmail.useChangeAction },
    ]);
  }
  const credit = decideCredit(auth, input, row);
  const document = await assertUnique(db, auth.tenantId, id, input);
  await updateCustomer(db, auth.tenantId, id, columnsOf({ ...input, ...credit }, document));
}

/** Spec section 5: an empty observation is not saved. */
export async function saveObservation(db: Db, auth: AuthContext, id: number, text: string): Promise<void> {
  await visibleCustomer(db, auth, id);
  if (text.trim() === '') throw badRequest(customerMessages.observationEmpty);
  await updateCustomer(db, auth.tenantId, id, { observation: text.trim() });
}

/** The yearly purchase comparison of a customer the caller may see; a customer may leave the code out (their own). */
export async function purchaseComparison(
  db: Db,
  auth: AuthContext,
  requested: number | undefined,
): Promise<PurchaseMonth[]> {
  const id = requested ?? (isCustomer(auth) ? auth.id : undefined);
  if (id === undefined) throw badRequest(customerMessages.codeRequired);
  await visibleCustomer(db, auth, id);
  return purchasesByMonth(db, auth.tenantId, id);
}

/**
 * A customer's own phones and contact name (Minha conta → Meus dados; the contract admits customer
 * logins only, so `auth.id` is the customer); the rest of the record changes by request.
 */
export async function saveOwnContactFields(
  db: Db,
  auth: AuthContext,
  contact: { phone: string; cellphone: string | undefined; contactName: string | undefined },
): Promise<void> {
  await updateCustomer(db, auth.tenantId, auth.id, {
    phone: contact.phone,
    cellphone: contact.cellphone ?? null,
    contactName: contact.contactName ?? null,
  });
}
