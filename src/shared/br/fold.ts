/**
 * Lower case without accents, so what people type finds what is written: 'sao paulo' finds 'São
 * Paulo', 'acrilica' finds 'Acrílica'. The database's search_fold (migration 0008) folds the same way.
 */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A place name as people and postal services write it, compared loosely: case, accents, hyphens and
 * apostrophes do not count ('SAO JOAO DEL REI', 'Olho D Agua Grande', 'Grão Pará').
 */
export const looseName = (name: string) =>
  fold(name)
    .replace(/[-'’`´\s]+/g, ' ')
    .trim();
