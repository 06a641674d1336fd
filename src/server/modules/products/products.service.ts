import { isCustomer } from '../../../shared/domain/access.js';
import { centsToReais } from '../../../shared/domain/money.js';
import {
  productMessages as msg,
  richSavedMessages,
  type ProductInput,
  type ProductReply,
  type RichField,
} from '../../../shared/schemas/products.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { recordAudit } from '../audit/index.js';
import { sanitizeRichText } from '../documents/index.js';
import {
  catalogOptions,
  findProduct,
  groupExists,
  manufacturerExists,
  updateProduct,
  type ProductRow,
  type ProductWrite,
} from './products.repo.js';

const ENTITY = 'Produto';

/** Admins and managers change products; sellers read them (and customers never reach these routes). */
export const canEdit = (auth: AuthContext): boolean =>
  !isCustomer(auth) && (auth.role === 'admin' || auth.role === 'manager');

export function requireEditor(auth: AuthContext): void {
  if (!canEdit(auth)) throw forbidden(msg.managersOnly);
}

const actorOf = (auth: AuthContext) => ({ id: auth.id, name: auth.name });
const decimal = (value: string | null) => (value === null ? null : Number(value));
/** As the numeric(10,3) column gives it back ('18.000'), so an unchanged value is not a change. */
const decimalColumn = (value: number | undefined) => (value === undefined ? null : value.toFixed(3));
const rich = (html: string | null) => (html ? sanitizeRichText(html) : null);

async function productFor(db: Db, auth: AuthContext, id: number, lock = false): Promise<ProductRow> {
  const row = await findProduct(db, auth.tenantId, id, lock);
  if (!row) throw notFound(msg.notFound);
  return row;
}

function present(p: ProductRow): ProductReply['produto'] {
  return {
    codigo: p.id,
    descricao: p.siteDescription,
    descricaoLista: p.listDescription,
    nomeEcommerce: p.ecommerceDescription,
    embalagem: p.packaging,
    embalagemLista: p.listPackaging,
    volumeLitros: decimal(p.volumeLiters),
    pesoKg: decimal(p.weightKg),
    grupo: p.groupId,
    fabricante: p.manufacturerId,
    precoLista: centsToReais(p.listPriceCents),
    preco: centsToReais(p.priceCents),
    estoque: p.stock,
    venderSemEstoque: p.sellWithoutStock,
    multiplo: p.multipleMode,
    visivelLoja: p.active,
    baseTingimento: p.tintBase,
    letraBase: p.tintBaseKey,
    especificacao: rich(p.specificationHtml),
    descricaoEcommerce: rich(p.ecommerceHtml),
    descricaoRapida: rich(p.quickDescriptionHtml),
    imagens: p.imagePaths.slice(0, 4),
  };
}

/** GET /api/produtos/:codigo: the product, whether this operator may change it, and the form's lists. */
export async function readProduct(db: Db, auth: AuthContext, id: number): Promise<ProductReply> {
  const [row, options] = await Promise.all([productFor(db, auth, id), catalogOptions(db, auth.tenantId)]);
  return { produto: present(row), podeEditar: canEdit(auth), grupos: options.groups, fabricantes: options.makers };
}

const columnsOf = (input: ProductInput): ProductWrite => ({
  siteDescription: input.descricao,
  listDescription: input.descricaoLista ?? null,
  ecommerceDescription: input.nomeEcommerce ?? null,
  packaging: input.embalagem ?? null,
  listPackaging: input.embalagemLista ?? null,
  volumeLiters: decimalColumn(input.volumeLitros),
  weightKg: decimalColumn(input.pesoKg),
  groupId: input.grupo,
  manufacturerId: input.fabricante,
  listPriceCents: input.precoLista,
  priceCents: input.preco,
  stock: input.estoque,
  sellWithoutStock: input.venderSemEstoque,
  ...(input.multiplo !== undefined && { multipleMode: input.multiplo }),
  active: input.visivelLoja,
  tintBase: input.baseTingimento,
  tintBaseKey: input.letraBase ?? null,
});

/** The columns a save changes, before and after: the audit line (price and stock among them). */
function changes(before: ProductRow, after: ProductWrite) {
  const keys = (Object.keys(after) as Array<keyof ProductWrite>).filter(
    (key) => JSON.stringify(before[key as keyof ProductRow] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k as keyof ProductRow]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
    count: keys.length,
  };
}

/** PUT /api/produtos/:codigo: the product's data, checked and audited in one transaction. */
export async function changeProduct(db: Db, auth: AuthContext, id: number, input: ProductInput) {
  requireEditor(auth);
  await db.transaction(async (tx) => {
    const before = await productFor(tx, auth, id, true);
    if (!(await groupExists(tx, auth.tenantId, input.grupo)))
      throw badRequest(msg.groupNotFound, [{ campo: 'grupo', mensagem: msg.groupNotFound }]);
    if (!(await manufacturerExists(tx, auth.tenantId, input.fabricante)))
      throw badRequest(msg.manufacturerNotFound, [{ campo: 'fabricante', mensagem: msg.manufacturerNotFound }]);
    const values = columnsOf(input);
    const diff = changes(before, values);
    if (diff.count === 0) return;
    await updateProduct(tx, auth.tenantId, id, values);
    await recordAudit(tx, {
      tenantId: auth.tenantId,
      actor: actorOf(auth),
      action: 'Alterou',
      entity: ENTITY,
      entityId: id,
      before: diff.before,
      after: diff.after,
    });
  });
  return { ...(await readProduct(db, auth, id)), msg: { tipo: 'success' as const, mensagem: msg.saved } };
}

const richColumn = {
  especificacao: 'specificationHtml',
  descricaoEcommerce: 'ecommerceHtml',
  descricaoRapida: 'quickDescriptionHtml',
} as const satisfies Record<RichField, keyof ProductRow>;

/**
 * POST /produto/editar/{campo}: one rich text, cleaned with the allow-list the configuration pages
 * use before it is stored (and cleaned again whenever a page shows it).
 */
export async function saveRichText(
  db: Db,
  auth: AuthContext,
  field: RichField,
  input: { codigo: number } & Partial<Record<RichField, string>>,
) {
  requireEditor(auth);
  const clean = sanitizeRichText(input[field] ?? '').trim();
  await db.transaction(async (tx) => {
    const before = await productFor(tx, auth, input.codigo, true);
    await updateProduct(tx, auth.tenantId, input.codigo, { [richColumn[field]]: clean || null });
    await recordAudit(tx, {
      tenantId: auth.tenantId,
      actor: actorOf(auth),
      action: 'Alterou o texto',
      entity: ENTITY,
      entityId: input.codigo,
      before: { [field]: before[richColumn[field]] },
      after: { [field]: clean || null },
    });
  });
  const resp = richSavedMessages[field];
  return { resp, campo: field, texto: clean, msg: { tipo: 'success' as const, mensagem: resp } };
}
