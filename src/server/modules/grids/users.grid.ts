import { sql } from 'drizzle-orm';
import { userCalls } from '../../../shared/contract/users.js';
import { roleLabels } from '../../../shared/domain/access.js';
import type { GridDefinition } from './grid-definition.js';

const adminsOnly: GridDefinition['where'] = ({ auth }) => [auth.role === 'admin' ? sql`true` : sql`false`];

/**
 * POST /api/usuarios/grid: the company's back-office users. Admins only, here too: the summary and
 * spreadsheet calls reach a grid by its address, past the entry's own check.
 */
export const usersGrid: GridDefinition = {
  endpoint: userCalls.list,
  from: sql`operators u
    LEFT JOIN representatives r ON r.tenant_id = u.tenant_id AND r.id = u.representative_id
    LEFT JOIN business_units l ON l.tenant_id = u.tenant_id AND l.id = u.business_unit_id`,
  columns: [
    { wire: 'sr_recno', sql: sql`u.id`, type: 'integer', notNull: true, label: 'Código' },
    { wire: 'cfinomusu', sql: sql`u.name`, type: 'string', notNull: true, label: 'Nome' },
    { wire: 'cfiemausu', sql: sql`u.email`, type: 'string', notNull: true, label: 'E-mail' },
    {
      wire: 'cfiperusu',
      sql: sql`CASE u.role WHEN 'admin' THEN ${roleLabels.admin} WHEN 'manager' THEN ${roleLabels.manager} ELSE ${roleLabels.seller} END`,
      type: 'status',
      notNull: true,
      statuses: Object.values(roleLabels),
      label: 'Perfil',
    },
    { wire: 'cfinomrep', sql: sql`r.name`, type: 'string', label: 'Representante' },
    { wire: 'cfifanloj', sql: sql`l.trade_name`, type: 'string', label: 'Loja' },
    {
      wire: 'cfistausu',
      sql: sql`CASE WHEN u.active THEN 'Ativo' ELSE 'Inativo' END`,
      type: 'status',
      notNull: true,
      statuses: ['Ativo', 'Inativo'],
      label: 'Situação',
    },
    {
      wire: 'cfiultusu',
      sql: sql`(u.last_login_at AT TIME ZONE 'America/Sao_Paulo')::date`,
      type: 'date',
      label: 'Último acesso',
    },
  ],
  key: 'sr_recno',
  defaultOrder: { column: 'cfinomusu', direction: 'ASC' },
  where: (scope) => [sql`u.tenant_id = ${scope.tenantId}`, ...adminsOnly(scope)],
};

const fieldLabels: Record<string, string> = {
  nome: 'Nome',
  email: 'E-mail',
  perfil: 'Perfil',
  representante: 'Representante',
  loja: 'Loja',
  ativo: 'Ativo',
};

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value in roleLabels ? roleLabels[value as keyof typeof roleLabels] : value;
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
    { wire: 'cfidataud', sql: sql`(a.at AT TIME ZONE 'America/Sao_Paulo')::date`, type: 'date', label: 'Data' },
    {
      wire: 'cfihoraud',
      sql: sql`to_char(a.at AT TIME ZONE 'America/Sao_Paulo', 'HH24:MI')`,
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
  where: (scope) => [sql`a.tenant_id = ${scope.tenantId}`, ...adminsOnly(scope)],
  present: (row) => {
    const change = JSON.parse(String(row.cfidifaud)) as {
      antes: Record<string, unknown> | null;
      depois: Record<string, unknown> | null;
    };
    return { ...row, cfidifaud: describeChange(change.antes, change.depois) };
  },
};
