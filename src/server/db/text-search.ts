import { sql, type SQL } from 'drizzle-orm';
import { fold } from '../../shared/br/fold.js';
import { escapeLike } from './queries.js';
import { products } from './schema/catalog.js';

/**
 * Search that finds what people type: without accents ('acrilica' finds 'Acrílica'), in any case,
 * and word by word ('suvinil branco' finds the products having both words, in any order and field).
 * Texts are folded in SQL by `search_fold` (migration 0008: unaccent + lower) and the words the
 * same way here; trigram GIN indexes (pg_trgm) serve LIKE '%word%' on the folded texts.
 */

/** More words than this add nothing to a search but cost; the rest are left out. */
const MAX_WORDS = 8;

/** The words of a search, folded. */
export const plainWords = (term: string): string[] =>
  fold(term)
    .split(/\s+/)
    // A dash or a slash alone (a name copied as shown, 'Aguarrás Suvinil - Lata 900ml') is no word;
    // other signs are searched as typed ('%' finds a literal '%').
    .filter((word) => word && !/^[-–—/|·.,;:]+$/u.test(word))
    .slice(0, MAX_WORDS);

/** The words of a search, folded, with '%', '_' and '\' taken literally. */
export const searchWords = (term: string): string[] => plainWords(term).map(escapeLike);

/** `hasEveryWord` and `beginsWith` on a text in hand: true when the search finds `text`. */
export function textMatches(text: string, term: string, beginning: boolean): boolean {
  const folded = fold(text);
  return beginning ? folded.startsWith(fold(term.trim())) : plainWords(term).every((word) => folded.includes(word));
}

/** A text as the search indexes hold it. */
export const folded = (text: SQL) => sql`search_fold(${text})`;

/** Every word is in one of the texts (a word may be in one, the next word in another). */
export function hasEveryWord(texts: SQL[], words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  const inAny = (word: string) =>
    sql`(${sql.join(
      texts.map((text) => sql`${folded(text)} LIKE ${`%${word}%`}`),
      sql` OR `,
    )})`;
  return sql`(${sql.join(words.map(inAny), sql` AND `)})`;
}

/** A text that begins with the term, folded. */
export const beginsWith = (text: SQL, term: string): SQL =>
  sql`${folded(text)} LIKE ${`${escapeLike(fold(term.trim()))}%`}`;

/** How well a text matches the term (pg_trgm's word similarity of the folded texts; 1 is a whole match). */
export const relevance = (text: SQL, term: string): SQL => sql`word_similarity(${fold(term.trim())}, ${folded(text)})`;

/** A product's own descriptions as one text: exactly the expression of the products_search_trgm index. */
export const productText = sql`coalesce(${products.siteDescription}, '') || ' ' || coalesce(${products.ecommerceDescription}, '') || ' ' || coalesce(${products.listDescription}, '')`;

/** A product's packaging as its name shows it (the item's own, else the price list's). */
export const productPackaging = sql`coalesce(${products.packaging}, ${products.listPackaging}, '')`;

/** A customer's legal and trade names (table alias `c`): exactly the expression of customers_search_trgm. */
export const customerNamesOfC = sql`c.name || ' ' || coalesce(c.trade_name, '')`;
