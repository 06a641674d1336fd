import { sql } from 'drizzle-orm';
import { gridCalls } from '../../../shared/contract/grids.js';
import type { GridDefinition } from './grid-definition.js';

/** The display name of spec section 3 (e-commerce, list, site), without the tint case. */
export const productName = sql`COALESCE(NULLIF(p.ecommerce_description, ''), NULLIF(p.list_description, ''), p.site_description)`;

/** The description search reads the three descriptions. */
export const productSearchText = sql`p.site_description || ' ' || COALESCE(p.ecommerce_description, '') || ' ' || COALESCE(p.list_description, '')`;

/**
 * POST /api/produtos/grid: the company's catalogue for every operator (products are no one's own,
 * so the tenant is the whole scope). The description search reads the three descriptions.
 */
export const productsGrid: GridDefinition = {
  endpoint: gridCalls.products,
  from: sql`products p
    JOIN manufacturers f ON f.tenant_id = p.tenant_id AND f.id = p.manufacturer_id
    JOIN product_groups g ON g.tenant_id = p.tenant_id AND g.id = p.group_id`,
  columns: [
    { wire: 'sr_recno', sql: sql`p.id`, type: 'integer', notNull: true, label: 'Código' },
    {
      wire: 'cfidesite',
      sql: productName,
      type: 'string',
      notNull: true,
      label: 'Descrição',
      searchText: productSearchText,
    },
    { wire: 'cfiembite', sql: sql`COALESCE(p.packaging, p.list_packaging, '')`, type: 'string', label: 'Embalagem' },
    { wire: 'cfinomfab', sql: sql`f.name`, type: 'string', notNull: true, label: 'Fabricante' },
    { wire: 'cfidesgrp', sql: sql`g.description`, type: 'string', notNull: true, label: 'Grupo' },
    { wire: 'cfiprcite', sql: sql`p.price_cents`, type: 'money', notNull: true, label: 'Preço' },
    { wire: 'cfiestite', sql: sql`p.stock`, type: 'integer', notNull: true, label: 'Estoque' },
    {
      wire: 'cfivisweb',
      sql: sql`CASE WHEN p.active THEN 'Sim' ELSE 'Não' END`,
      type: 'string',
      notNull: true,
      label: 'Na loja',
    },
  ],
  key: 'sr_recno',
  defaultOrder: { column: 'cfidesite', direction: 'ASC' },
  where: ({ tenantId }) => [sql`p.tenant_id = ${tenantId}`],
};
