import sharp from 'sharp';
import { LOGO_LABEL } from '../../../shared/domain/images.js';
import type { ImageDeps } from './images.service.js';
import * as repo from './images.repo.js';

/** The default logo: the same drawing as the web's `/img/logo-padrao.svg` (a test keeps them equal). */
export const DEFAULT_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="140" height="35" viewBox="0 0 140 35" role="img" aria-label="Balcão"><rect width="140" height="35" rx="6" fill="#1c7ed6"/><text x="70" y="23" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">Balcão</text></svg>';

/** Documents draw the logo 35 points high; twice the pixels keep it sharp on paper. */
const LOGO_PIXELS = 70;

const asPng = (bytes: Buffer) => sharp(bytes).resize({ height: LOGO_PIXELS }).png().toBuffer();

/**
 * The company's logo as a PNG for documents (PDF, DANFE, mail), or the default one when there is
 * none or it cannot be read: a document never fails for its logo (spec section 8).
 */
export async function companyLogoPng(deps: ImageDeps, tenantId: number): Promise<Buffer> {
  try {
    const name = await repo.latestLabelled(deps.db, tenantId, LOGO_LABEL);
    const bytes = name ? await deps.storage.get(tenantId, name) : undefined;
    if (bytes) return await asPng(bytes);
  } catch {
    // The default logo below stands in for any failure.
  }
  return asPng(Buffer.from(DEFAULT_LOGO_SVG));
}
