import { describe, expect, it } from 'vitest';
import { formulaImportMessages as msg } from '../../../shared/schemas/tinting.js';
import {
  baseOf,
  doseKey,
  doseMicrolitres,
  lookupKey,
  planFormulas,
  readFormulas,
  splitDoseKey,
  type ColourDraft,
  type ImportLookups,
  type StoredColour,
} from './formula-import.js';

/**
 * The dispenser file read without a database: the company's names come in as lookups. Routes,
 * writing and the preview are in formula-import.test.ts.
 */
const refs: ImportLookups = {
  machines: new Map([
    ['tingidora1', 1],
    ['tingidora2', 2],
  ]),
  lines: new Map([['premium', 10]]),
  types: new Map([
    ['fosco', 20],
    ['acetinado', 21],
  ]),
  units: new Map([
    ['galao3,6l', 30],
    ['lata18l', 31],
  ]),
  colourants: new Map([
    ['1|ox', 100],
    ['1|ye', 101],
    ['2|ox', 200],
  ]),
};

const row = (line: number, ...cells: Array<string | number>) => ({ line, cells });
/** A whole line of colour 'AZ01' on the first machine: colourant and mL, then any base. */
const azul = (line: number, colourant: string, ml: string | number, base?: string) =>
  row(
    line,
    'Tingidora 1',
    'AZ01',
    'Azul Sereno',
    'Premium',
    'Fosco',
    'Galão 3,6 L',
    '1f4e79',
    colourant,
    ml,
    ...(base === undefined ? [] : [base]),
  );

const azulHeader = {
  machineId: 1,
  code: 'AZ01',
  description: 'Azul Sereno',
  lineId: 10,
  typeId: 20,
  unitId: 30,
  rgb: '1F4E79',
};

describe('reading a dose, a base and a name', () => {
  it('reads mL with a comma or a point, up to µL, above zero, as whole µL', () => {
    expect(doseMicrolitres('12,5')).toBe(12_500);
    expect(doseMicrolitres(' 0.001 ')).toBe(1);
    expect(doseMicrolitres(3)).toBe(3_000);
    expect(doseMicrolitres('1.234')).toBe(1_234);
    for (const bad of ['0', '0,000', '-1', '1,2345', 'abc', '', '1e3', '.5', '5.', '1,2,3'])
      expect(doseMicrolitres(bad), bad).toBeUndefined();
  });

  it("reads a base's letter in upper case, '' for every base", () => {
    expect(baseOf(' a ')).toBe('A');
    expect(baseOf('b2')).toBe('B2');
    expect(baseOf('')).toBe('');
    expect(baseOf('ABCDE')).toBe('ABCDE');
    expect(baseOf('ABCDEF')).toBeUndefined();
    expect(baseOf('A-1')).toBeUndefined();
    expect(baseOf(7)).toBe('7');
  });

  it('matches a name without accents, case or spaces', () => {
    expect(lookupKey(' Galão  3,6 L ')).toBe('galao3,6l');
    expect(lookupKey(12)).toBe('12');
  });

  it("keeps a dose's base and colourant in one key and reads them back", () => {
    expect(doseKey('A', 100)).toBe('A|100');
    expect(splitDoseKey('A|100')).toEqual({ base: 'A', colorantId: 100 });
    expect(splitDoseKey(doseKey('', 7))).toEqual({ base: '', colorantId: 7 });
  });
});

describe('readFormulas', () => {
  it('groups the lines of each colour into one formula, a dose per base and colourant', () => {
    const { colours, refused } = readFormulas(
      [
        azul(2, 'OX', '12,5'),
        azul(3, 'ye', 1),
        azul(4, 'OX', '2', 'a'),
        row(5, 'tingidora 2', 'AZ01', 'Azul da outra', 'premium', 'acetinado', 'lata 18 l', 'FFAA00', 'ox', '0,5'),
      ],
      refs,
    );
    expect(refused).toEqual([]);
    expect(colours).toEqual([
      {
        ...azulHeader,
        doses: new Map([
          ['|100', 12_500],
          ['|101', 1_000],
          ['A|100', 2_000],
        ]),
      },
      {
        machineId: 2,
        code: 'AZ01',
        description: 'Azul da outra',
        lineId: 10,
        typeId: 21,
        unitId: 31,
        rgb: 'FFAA00',
        doses: new Map([['|200', 500]]),
      },
    ]);
  });

  it('says why each line is refused, the first problem found, with its colour code', () => {
    const good = ['Tingidora 1', 'C1', 'Cor', 'Premium', 'Fosco', 'Galão 3,6 L', '1f4e79', 'OX', '1'];
    const withCell = (at: number, value: string) => good.map((cell, i) => (i === at ? value : cell));
    const { colours, refused } = readFormulas(
      [
        row(2, ...withCell(0, 'Tingidora 9')),
        row(3, ...withCell(1, ' ')),
        row(4, ...withCell(2, '')),
        row(5, ...withCell(3, 'Econômica')),
        row(6, ...withCell(4, 'Brilho')),
        row(7, ...withCell(5, 'Lata 1 L')),
        row(8, ...withCell(6, '12345')),
        row(9, ...withCell(7, 'YE').map((cell, i) => (i === 0 ? 'Tingidora 2' : cell))),
        row(10, ...withCell(8, '0')),
        row(11, ...good, 'A?'),
        row(12, 'Tingidora 1'),
      ],
      refs,
    );
    expect(colours).toEqual([]);
    expect(refused).toEqual([
      { linha: 2, codigo: 'C1', motivo: msg.rowMachine },
      { linha: 3, codigo: '', motivo: msg.rowColourCode },
      { linha: 4, codigo: 'C1', motivo: msg.rowColourName },
      { linha: 5, codigo: 'C1', motivo: msg.rowLine },
      { linha: 6, codigo: 'C1', motivo: msg.rowType },
      { linha: 7, codigo: 'C1', motivo: msg.rowUnit },
      { linha: 8, codigo: 'C1', motivo: msg.rowRgb },
      { linha: 9, codigo: 'C1', motivo: msg.rowColourant },
      { linha: 10, codigo: 'C1', motivo: msg.rowDose },
      { linha: 11, codigo: 'C1', motivo: msg.rowBase },
      { linha: 12, codigo: '', motivo: msg.rowColourCode },
    ]);
  });

  it('refuses a colour whole when one of its lines is refused, each of its other lines saying so, in line order', () => {
    const { colours, refused } = readFormulas(
      [
        azul(2, 'OX', '1'),
        row(3, 'Tingidora 2', 'VD', 'Verde', 'Premium', 'Fosco', 'Galão 3,6 L', '00ff00', 'OX', '1'),
        azul(4, 'YE', 'x'),
        azul(5, 'YE', '2'),
      ],
      refs,
    );
    expect(colours.map((c) => c.code)).toEqual(['VD']);
    expect(refused).toEqual([
      { linha: 2, codigo: 'AZ01', motivo: msg.colourRefused },
      { linha: 4, codigo: 'AZ01', motivo: msg.rowDose },
      { linha: 5, codigo: 'AZ01', motivo: msg.colourRefused },
    ]);
  });

  it('refuses a line whose name, line, type, unit or RGB differ from the first line of its colour', () => {
    const differing = [
      row(3, 'Tingidora 1', 'AZ01', 'Outro nome', 'Premium', 'Fosco', 'Galão 3,6 L', '1f4e79', 'YE', '1'),
      row(4, 'Tingidora 1', 'AZ01', 'Azul Sereno', 'Premium', 'Acetinado', 'Galão 3,6 L', '1f4e79', 'YE', '1'),
      row(5, 'Tingidora 1', 'AZ01', 'Azul Sereno', 'Premium', 'Fosco', 'Lata 18 L', '1f4e79', 'YE', '1'),
      row(6, 'Tingidora 1', 'AZ01', 'Azul Sereno', 'Premium', 'Fosco', 'Galão 3,6 L', '1f4e7a', 'YE', '1'),
    ];
    for (const line of differing) {
      const { colours, refused } = readFormulas([azul(2, 'OX', '1'), line], refs);
      expect(colours).toEqual([]);
      expect(refused).toEqual([
        { linha: 2, codigo: 'AZ01', motivo: msg.colourRefused },
        { linha: line.line, codigo: 'AZ01', motivo: msg.rowDiffers(2) },
      ]);
    }
    const sameRgbOtherCase = readFormulas(
      [
        azul(2, 'OX', '1'),
        row(3, 'TINGIDORA 1', 'AZ01', 'Azul Sereno', 'premium', 'fosco', 'galao 3,6 l', '1F4E79', 'YE', '1'),
      ],
      refs,
    );
    expect(sameRgbOtherCase.refused).toEqual([]);
  });

  it('refuses the same colourant twice for one base, naming the line it was first on', () => {
    const { refused } = readFormulas([azul(2, 'OX', '1', 'A'), azul(3, 'ox', '2', 'a'), azul(4, 'OX', '3')], refs);
    expect(refused).toEqual([
      { linha: 2, codigo: 'AZ01', motivo: msg.colourRefused },
      { linha: 3, codigo: 'AZ01', motivo: msg.rowRepeated(2) },
      { linha: 4, codigo: 'AZ01', motivo: msg.colourRefused },
    ]);
  });
});

describe('planFormulas', () => {
  const draft = (code: string, doses: Array<[string, number]>, header: Partial<ColourDraft> = {}): ColourDraft => ({
    ...azulHeader,
    code,
    ...header,
    doses: new Map(doses),
  });
  const stored = (id: number, colour: ColourDraft): StoredColour => ({ ...colour, id });

  it('sorts the file into new colours, changed ones with the id they keep, and the same', () => {
    const plan = planFormulas(
      [
        draft('NOVA', [['|100', 1]]),
        draft('IGUAL', [
          ['|100', 1],
          ['A|101', 2],
        ]),
        draft('DOSE', [['|100', 2]]),
        draft('MAIS', [
          ['|100', 1],
          ['|101', 1],
        ]),
        draft('MENOS', [['|100', 1]]),
        draft('OUTRO', [['|101', 1]]),
        draft('NOME', [['|100', 1]], { description: 'Novo nome' }),
        draft('LINHA', [['|100', 1]], { lineId: 11 }),
        draft('TIPO', [['|100', 1]], { typeId: 21 }),
        draft('UNIDADE', [['|100', 1]], { unitId: 31 }),
        draft('RGB', [['|100', 1]], { rgb: '000000' }),
        draft('MAQUINA', [['|100', 1]], { machineId: 2 }),
      ],
      [
        stored(
          1,
          draft('IGUAL', [
            ['A|101', 2],
            ['|100', 1],
          ]),
        ),
        stored(2, draft('DOSE', [['|100', 1]])),
        stored(3, draft('MAIS', [['|100', 1]])),
        stored(
          4,
          draft('MENOS', [
            ['|100', 1],
            ['|101', 1],
          ]),
        ),
        stored(5, draft('OUTRO', [['|100', 1]])),
        stored(6, draft('NOME', [['|100', 1]])),
        stored(7, draft('LINHA', [['|100', 1]])),
        stored(8, draft('TIPO', [['|100', 1]])),
        stored(9, draft('UNIDADE', [['|100', 1]])),
        stored(10, draft('RGB', [['|100', 1]])),
        stored(11, draft('MAQUINA', [['|100', 1]])),
      ],
    );
    expect(plan.created.map((c) => c.code)).toEqual(['NOVA', 'MAQUINA']);
    expect(plan.changed.map((c) => [c.code, c.id])).toEqual([
      ['DOSE', 2],
      ['MAIS', 3],
      ['MENOS', 4],
      ['OUTRO', 5],
      ['NOME', 6],
      ['LINHA', 7],
      ['TIPO', 8],
      ['UNIDADE', 9],
      ['RGB', 10],
    ]);
    expect(plan.changed[0]?.doses).toEqual(new Map([['|100', 2]]));
    expect(plan.same).toBe(1);
  });
});
