import type { FastifyInstance } from 'fastify';
import { MAX_OFFSET_ROWS } from '../src/server/modules/grids/index.js';
import { timeIt } from './stats.js';

type Row = Record<string, string | number | null>;

/**
 * The orders grid on the chosen company: the first page, the deepest page a page number may reach
 * (OFFSET; deeper ones are refused, MAX_OFFSET_ROWS) and the same page reached by its keyset cursor.
 */
export async function gridTimings(app: FastifyInstance, alias: string, cookie: string) {
  const url = `/operacoes-comerciais/results?apelido=${alias}`;
  const size = 20;
  const page = (body: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { action: 'select', limit: { page: 0, offset: size }, ...body },
    });
  const first = await timeIt(30, () => page({}));
  const deepPage = MAX_OFFSET_ROWS / size;
  const offset = await timeIt(5, () => page({ limit: { page: deepPage, offset: size } }));
  const anchor = (await page({ limit: { page: deepPage - 1, offset: size } }))
    .json<{ resultSet: Row[] }>()
    .resultSet.at(-1);
  const cursor = [anchor?.cfidteped ?? '', Number(anchor?.cficodped ?? 0)];
  const keyset = await timeIt(30, () => page({ limit: { page: deepPage, offset: size }, apos: cursor }));
  return { first, offset, keyset, deepPage };
}
