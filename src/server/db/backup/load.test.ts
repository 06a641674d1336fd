import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { END_MARKER, migrationsLine } from './backup-format.js';
import { loadBackup } from './load.js';

const level = { count: 5, newest: 1_700_000_000_000 };
let pglite: PGlite;
beforeAll(async () => {
  pglite = new PGlite();
  await pglite.exec('CREATE TABLE t (a int PRIMARY KEY, b text)');
});
afterAll(() => pglite.close());

const linesOf = (text: string): AsyncIterable<string> => Readable.from(text.split('\n'));

const backupText = (body: string[], header = migrationsLine(level)) =>
  ['--', header, '--', "SET client_encoding = 'UTF8';", ...body, END_MARKER].join('\n');

describe('loadBackup', () => {
  it('loads the COPY blocks and answers the rows per table', async () => {
    const text = backupText(['COPY public.t (a, b) FROM stdin;', '1\tum', '2\t\\N', '\\.']);
    expect(await loadBackup(pglite, linesOf(text), level)).toEqual(new Map([['t', 2]]));
    expect((await pglite.query('SELECT * FROM t ORDER BY a')).rows).toEqual([
      { a: 1, b: 'um' },
      { a: 2, b: null },
    ]);
  });

  it.each([
    ['a file that is no backup of ours', 'SELECT 1;', /não é uma cópia/],
    [
      'another schema version',
      backupText([], migrationsLine({ ...level, count: 4 })),
      /outra versão do banco \(4 migrações; esta versão tem 5\)/,
    ],
    ['a statement a backup never holds', backupText(['DROP TABLE t;']), /Linha 5 não pertence/],
    [
      'a file cut inside a COPY block',
      backupText(['COPY public.t (a, b) FROM stdin;', '3\ttrês']).replace(END_MARKER, ''),
      /incompleta/,
    ],
  ])('refuses %s', async (_case, text, message) => {
    await expect(loadBackup(pglite, linesOf(text), level)).rejects.toThrow(message);
  });
});
