/** The descriptions a product (or cart item) may have (spec section 3 'Product descriptions'). */
export type ProductDescriptions = {
  ecommerce?: string | null;
  list?: string | null;
  site?: string | null;
  packaging?: string | null;
  tint?: { description?: string | null; unit?: string | null; line?: string | null; type?: string | null } | null;
};

const filled = (text: string | null | undefined): text is string => !!text && text.trim() !== '';

/** The tint name counts only when all four tint fields exist. */
function tintName(tint: ProductDescriptions['tint']): string | undefined {
  if (!tint) return undefined;
  const parts = [tint.description, tint.unit, tint.line, tint.type];
  return parts.every(filled) ? parts.map((p) => p.trim()).join(' ') : undefined;
}

/**
 * The display name: the first available of e-commerce, list, tint and site descriptions, with the
 * packaging appended after ' - '.
 */
export function displayName(product: ProductDescriptions): string {
  const name = [product.ecommerce, product.list, tintName(product.tint), product.site].find(filled)?.trim() ?? '';
  return filled(product.packaging) ? `${name} - ${product.packaging.trim()}` : name;
}

/** The URL slug of a product name: '/produtos/{slug}/{id}'. */
export function productSlug(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      // Each run of other characters is one dash by now, so there is at most one at either end.
      .replace(/^-|-$/g, '') || 'produto'
  );
}
