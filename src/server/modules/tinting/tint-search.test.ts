import { describe, expect, it } from 'vitest';
import type { Combination, ReferenceLists } from './formulas.repo.js';
import { canMillilitres, searchChoices } from './formulas.service.js';

/**
 * The search's lists narrowed by the choices made, without a database: four combinations of machine,
 * line, type and unit with an active colour, and in each list one entry no colour uses.
 */
const tenantId = 1;
const lists: ReferenceLists = {
  machines: [1, 2, 3].map((id) => ({
    tenantId,
    id,
    converter: `CNV0${id}`,
    code: `TING-0${id}`,
    description: `Tingidora ${id}`,
    software: id === 1 ? 'ColorMix 5' : null,
  })),
  lines: [11, 12, 13, 14].map((id) => ({ tenantId, id, description: `Linha ${id}`, isDefault: id === 11 })),
  types: [21, 22, 23, 24].map((id) => ({ tenantId, id, description: `Tipo ${id}` })),
  units: [31, 32, 33, 34].map((id) => ({ tenantId, id, description: `Unidade ${id}`, volumeMl: id * 100 })),
};
const combo = (machineId: number, lineId: number, typeId: number, unitId: number): Combination => ({
  machineId,
  lineId,
  typeId,
  unitId,
});
const combos = [combo(1, 11, 21, 31), combo(1, 12, 22, 32), combo(2, 11, 22, 33), combo(2, 13, 23, 31)];

/** The ids each list offers for these choices. */
function offered(q: { maquina?: number; linha?: number; tipo?: number; unidade?: number }) {
  const choices = searchChoices(combos, lists, q);
  return {
    maquinas: choices.maquinas.map((m) => m.id),
    linhas: choices.linhas.map((l) => l.id),
    tipos: choices.tipos.map((t) => t.id),
    unidades: choices.unidades.map((u) => u.id),
  };
}

describe('searchChoices', () => {
  it('offers, before any choice, what some active colour uses and nothing else', () => {
    expect(offered({})).toEqual({
      maquinas: [1, 2],
      linhas: [11, 12, 13],
      tipos: [21, 22, 23],
      unidades: [31, 32, 33],
    });
  });

  it('narrows the lines by the machine, the types by machine and line, the units by the three', () => {
    expect(offered({ maquina: 1 })).toEqual({
      maquinas: [1, 2],
      linhas: [11, 12],
      tipos: [21, 22],
      unidades: [31, 32],
    });
    expect(offered({ maquina: 1, linha: 11 })).toEqual({
      maquinas: [1, 2],
      linhas: [11, 12],
      tipos: [21],
      unidades: [31],
    });
    expect(offered({ maquina: 2, linha: 11, tipo: 22 })).toEqual({
      maquinas: [1, 2],
      linhas: [11, 13],
      tipos: [22],
      unidades: [33],
    });
  });

  it('lets a later choice narrow only the lists after it, even with an earlier one not made', () => {
    expect(offered({ linha: 11 })).toEqual({
      maquinas: [1, 2],
      linhas: [11, 12, 13],
      tipos: [21, 22],
      unidades: [31, 33],
    });
    expect(offered({ tipo: 22 })).toEqual({
      maquinas: [1, 2],
      linhas: [11, 12, 13],
      tipos: [21, 22, 23],
      unidades: [32, 33],
    });
    expect(offered({ maquina: 2, tipo: 23 })).toEqual({
      maquinas: [1, 2],
      linhas: [11, 13],
      tipos: [22, 23],
      unidades: [31],
    });
    expect(offered({ unidade: 31 })).toEqual(offered({}));
  });

  it('offers nothing under a choice no colour has', () => {
    expect(offered({ maquina: 1, linha: 13 })).toEqual({ maquinas: [1, 2], linhas: [11, 12], tipos: [], unidades: [] });
    expect(offered({ maquina: 3 })).toEqual({ maquinas: [1, 2], linhas: [], tipos: [], unidades: [] });
  });

  it('answers each entry with the spec’s field names', () => {
    const choices = searchChoices(combos, lists, { maquina: 1, linha: 11 });
    expect(choices.maquinas[0]).toEqual({
      id: 1,
      cficnvmaq: 'CNV01',
      cficodmaq: 'TING-01',
      cfifdemaq: 'Tingidora 1',
      cfisofmaq: 'ColorMix 5',
    });
    expect(choices.linhas).toEqual([
      { id: 11, cfideslin: 'Linha 11', padrao: true },
      { id: 12, cfideslin: 'Linha 12', padrao: false },
    ]);
    expect(choices.tipos).toEqual([{ id: 21, cfidestip: 'Tipo 21' }]);
    expect(choices.unidades).toEqual([{ id: 31, cfiunicor: 'Unidade 31', volumeMl: 3_100 }]);
  });
});

describe('canMillilitres', () => {
  it("reads a can's litres as whole millilitres, none when it has no volume", () => {
    expect(canMillilitres('3.600')).toBe(3_600);
    expect(canMillilitres('0.9')).toBe(900);
    expect(canMillilitres('0.0006')).toBe(1);
    for (const none of [null, '0', '0.000', '0.0004', '-1', 'abc'])
      expect(canMillilitres(none), String(none)).toBeUndefined();
  });
});
