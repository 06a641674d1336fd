import { describe, expect, it } from 'vitest';
import { ibgeStateCodes, stateNames } from './ibge.js';

/**
 * IBGE's table of the federation units, in its own order (by code; the first digit is the region:
 * 1 Norte, 2 Nordeste, 3 Sudeste, 4 Sul, 5 Centro-Oeste), written here apart from the module's maps.
 */
const official = `11 RO Rondônia; 12 AC Acre; 13 AM Amazonas; 14 RR Roraima; 15 PA Pará; 16 AP Amapá;
17 TO Tocantins; 21 MA Maranhão; 22 PI Piauí; 23 CE Ceará; 24 RN Rio Grande do Norte; 25 PB Paraíba;
26 PE Pernambuco; 27 AL Alagoas; 28 SE Sergipe; 29 BA Bahia; 31 MG Minas Gerais; 32 ES Espírito Santo;
33 RJ Rio de Janeiro; 35 SP São Paulo; 41 PR Paraná; 42 SC Santa Catarina; 43 RS Rio Grande do Sul;
50 MS Mato Grosso do Sul; 51 MT Mato Grosso; 52 GO Goiás; 53 DF Distrito Federal`
  .split(';')
  .map((entry) => {
    const [, code, uf, name] = /^\s*(\d{2}) ([A-Z]{2}) (.+)$/.exec(entry) ?? [];
    return { code: Number(code), uf: uf ?? '', name: name?.trim() ?? '' };
  });

describe("IBGE's federation units", () => {
  it('are the 27, each with its code (the cUF of an NF-e key) and its name', () => {
    expect(official).toHaveLength(27);
    expect(Object.keys(ibgeStateCodes).sort()).toEqual(official.map((s) => s.uf).sort());
    expect(Object.keys(stateNames).sort()).toEqual(official.map((s) => s.uf).sort());
    for (const { code, uf, name } of official) {
      expect(ibgeStateCodes[uf], uf).toBe(code);
      expect(stateNames[uf], uf).toBe(name);
    }
  });
});
