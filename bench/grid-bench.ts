import type { FastifyInstance } from 'fastify';
import { timeIt } from './stats.js';

type Row = Record<string, string | number | null>;

/**
 * The orders grid on the chosen company: the first page, a deep page reached by page number
 * (OFFSET) and the same deep page reached by its keyset cursor.
 */
export async function gridTimings(app: FastifyInstance, alias: string, cookie: string) {
  const url = `/operacoes-comerciais/results?apelido=${alias}`;
  const page = (body: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { action: 'select', limit: { page: 0, offset: 20 }, ...body },
    });
  const first = await timeIt(30, () => page({}));
  const deepPage = 20_000;
  const offset = await timeIt(5, () => page({ limit: { page: deepPage, offset: 20 } }));
  const anchor = (await page({ limit: { page: deepPage - 1, offset: 20 } }))
    .json<{ resultSet: Row[] }>()
    .resultSet.at(-1);
  const cursor = [anchor?.cfidteped ?? '', Number(anchor?.cficodped ?? 0)];
  const keyset = await timeIt(30, () => page({ limit: { page: deepPage, offset: 20 }, apos: cursor }));
  return { first, offset, keyset, deepPage };
}
