import { formatMoney } from '../../../shared/br/format-money.js';
import { formatDay } from '../../../shared/br/dates.js';
import { escapeHtml as escape } from '../../../shared/html.js';
import type { PublicQuote } from '../../../shared/schemas/public-quote.js';

export type PageMeta = { title: string; description: string; url: string };

/** What the link preview says: the company and the total, so the customer knows what they open. */
export function quoteMeta(quote: PublicQuote, url: string): PageMeta {
  const validity = quote.validade && quote.situacao === 'aberto' ? ` · válido até ${formatDay(quote.validade)}` : '';
  return {
    title: `Orçamento nº ${quote.codigo} - ${quote.empresa}`,
    description: `${quote.empresa} · Total ${formatMoney(quote.totalCentavos)}${validity}`,
    url,
  };
}

/** A link that opens nothing says nothing either. */
export const missingMeta = (url: string): PageMeta => ({
  title: 'Orçamento indisponível',
  description: 'Este link de orçamento não está mais disponível.',
  url,
});

/** The head tags of the page: never indexed; Open Graph for the preview; every value escaped. */
export function quoteHead(meta: PageMeta): string {
  const og = (property: string, content: string) => `<meta property="${property}" content="${escape(content)}" />`;
  return [
    '<meta name="robots" content="noindex, nofollow" />',
    `<meta name="description" content="${escape(meta.description)}" />`,
    og('og:type', 'website'),
    og('og:title', meta.title),
    og('og:description', meta.description),
    og('og:url', meta.url),
  ].join('');
}
