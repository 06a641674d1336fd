import { companyMessages, type CompanyData, type CompanyView } from '../../../shared/schemas/company.js';
import { systemModes } from '../../../shared/schemas/company.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Tenant } from '../../http/tenant.js';
import { recordAudit } from '../audit/index.js';
import { requireCityOfState } from '../ibge/index.js';
import { findCompany, updateCompany, type CompanyFields } from './company.repo.js';

const modeOf = (mode: string) => systemModes.find((m) => m === mode) ?? 'online';

export const companyViewOf = (t: Tenant): CompanyView => ({
  razaoSocial: t.legalName,
  fantasia: t.tradeName,
  cnpj: t.cnpj,
  inscricaoEstadual: t.stateRegistration,
  cep: t.cep,
  endereco: t.street,
  numero: t.streetNumber,
  complemento: t.complement,
  bairro: t.district,
  cidade: t.city,
  estado: t.state,
  telefone: t.phone,
  email: t.email,
  permitirPrecos: t.allowPrices,
  permitirCarrinho: t.allowCart,
  modo: modeOf(t.systemMode),
  diasCarencia: t.overdueGraceDays,
  validadeOrcamento: t.budgetValidityDays,
  limiteConvites: t.dailyInviteLimit,
});

/** The company's fields from the form; a city is stored with IBGE's spelling, and only as one of its state's. */
function fieldsOf(input: CompanyData): CompanyFields {
  const city =
    input.cidade && input.estado ? requireCityOfState(input.estado, input.cidade).nome : (input.cidade ?? null);
  return {
    legalName: input.razaoSocial,
    tradeName: input.fantasia,
    cnpj: input.cnpj,
    stateRegistration: input.inscricaoEstadual ?? null,
    cep: input.cep ?? null,
    street: input.endereco ?? null,
    streetNumber: input.numero ?? null,
    complement: input.complemento ?? null,
    district: input.bairro ?? null,
    city,
    state: input.estado ?? null,
    phone: input.telefone ?? null,
    email: input.email ?? null,
    allowPrices: input.permitirPrecos,
    allowCart: input.permitirCarrinho,
    systemMode: input.modo,
    overdueGraceDays: input.diasCarencia,
    budgetValidityDays: input.validadeOrcamento,
    dailyInviteLimit: input.limiteConvites,
  };
}

export async function companyOf(db: Db, tenantId: number): Promise<CompanyView> {
  const row = await findCompany(db, tenantId);
  if (!row) throw new Error('tenant vanished');
  return companyViewOf(row);
}

/**
 * Saves the company's data with its audit line in one transaction; `saved` then runs (this
 * instance's tenant cache forgets it; other instances see it within their cache's minute).
 */
export async function saveCompany(db: Db, auth: AuthContext, tenant: Tenant, input: CompanyData, saved: () => void) {
  const fields = fieldsOf(input);
  await db.transaction(async (tx) => {
    const before = await findCompany(tx, tenant.id);
    const after = await updateCompany(tx, tenant.id, fields);
    await recordAudit(tx, {
      tenantId: tenant.id,
      actor: { id: auth.id, name: auth.name },
      action: 'Alterou',
      entity: 'Empresa',
      entityId: null,
      before: before ? companyViewOf(before) : null,
      after: companyViewOf(after),
    });
  });
  saved();
  return { mensagem: companyMessages.saved };
}
