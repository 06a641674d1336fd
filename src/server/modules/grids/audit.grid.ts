import { sql } from 'drizzle-orm';
import { userCalls } from '../../../shared/contract/users.js';
import { roleLabels } from '../../../shared/domain/access.js';
import { systemModeLabels } from '../../../shared/schemas/company.js';
import type { GridDefinition } from './grid-definition.js';
import { adminsOnly } from './grid-scope.js';
import { companyClockOf, companyDayOf } from '../../db/company-time.js';

/** The audited records' fields (users, the company) as the admin reads them. */
const fieldLabels: Record<string, string> = {
  nome: 'Nome',
  email: 'E-mail',
  perfil: 'Perfil',
  representante: 'Representante',
  loja: 'Loja',
  ativo: 'Ativo',
  razaoSocial: 'Razão social',
  fantasia: 'Nome fantasia',
  cnpj: 'CNPJ',
  inscricaoEstadual: 'Inscrição estadual',
  cep: 'CEP',
  endereco: 'Endereço',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  estado: 'UF',
  telefone: 'Telefone',
  permitirPrecos: 'Mostrar preços',
  permitirCarrinho: 'Permitir carrinho',
  modo: 'Funcionamento',
  diasCarencia: 'Dias de carência',
  limiteConvites: 'Convites por dia',
};
const valueLabels: Record<string, string> = { ...roleLabels, ...systemModeLabels };

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return valueLabels[value] ?? value;
  return JSON.stringify(value);
};

/** What changed, as the admin reads it: 'Perfil: Vendedor → Gestor; Ativo: sim → não'. */
export function describeChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const label = (key: string) => fieldLabels[key] ?? key;
  if (!before) return keys.map((key) => `${label(key)}: ${shown(after?.[key])}`).join('; ');
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after?.[key]))
    .map((key) => `${label(key)}: ${shown(before[key])} → ${shown(after?.[key])}`)
    .join('; ');
}

/** POST /api/auditoria/grid: who changed what in the administration, newest first; admins only. */
export const auditGrid: GridDefinition = {
  endpoint: userCalls.audit,
  from: sql`audit_log a`,
  columns: [
    { wire: 'sr_recno', sql: sql`a.id`, type: 'integer', notNull: true, label: 'Nº' },
    { wire: 'cfidataud', sql: companyDayOf(sql`a.at`), type: 'date', label: 'Data' },
    {
      wire: 'cfihoraud',
      sql: companyClockOf(sql`a.at`),
      type: 'string',
      label: 'Hora',
    },
    { wire: 'cfiusuaud', sql: sql`a.actor_name`, type: 'string', notNull: true, label: 'Quem' },
    { wire: 'cfiacaaud', sql: sql`a.action`, type: 'string', notNull: true, label: 'Ação' },
    { wire: 'cfientaud', sql: sql`a.entity`, type: 'string', notNull: true, label: 'Registro' },
    { wire: 'cficodaud', sql: sql`a.entity_id`, type: 'integer', label: 'Código' },
    {
      wire: 'cfidifaud',
      sql: sql`jsonb_build_object('antes', a.before, 'depois', a.after)::text`,
      type: 'string',
      notNull: true,
      label: 'Alterações',
    },
  ],
  key: 'sr_recno',
  defaultOrder: { column: 'sr_recno', direction: 'DESC' },
  where: ({ auth, tenantId }) => [sql`a.tenant_id = ${tenantId}`, adminsOnly(auth)],
  present: (row) => {
    const change = JSON.parse(String(row.cfidifaud)) as {
      antes: Record<string, unknown> | null;
      depois: Record<string, unknown> | null;
    };
    return { ...row, cfidifaud: describeChange(change.antes, change.depois) };
  },
};
