import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { ibgeStateCodes, stateNames } from '../../../shared/br/ibge.js';
import { stateCodes } from '../../../shared/schemas/fields.js';
import { cities as demoCities } from '../../db/demo-data/brazil.js';
import { findMunicipality, listVersion, municipalitiesOf } from './municipalities.js';
import { requireCityOfState } from './ibge.service.js';

const all = stateCodes.flatMap((uf) => municipalitiesOf(uf).map((m) => ({ uf, ...m })));

/** IBGE's check digit: weights 1,2,1,2,1,2 on the first six digits, the products' digits summed. */
function checkDigit(code: number): number {
  const digits = String(code).slice(0, 6).split('').map(Number);
  const sum = digits.reduce((total, d, i) => {
    const product = d * (i % 2 === 0 ? 1 : 2);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return (10 - (sum % 10)) % 10;
}

/** The nine municipalities IBGE coded before the check digit rule; their codes are kept as issued. */
const issuedWithoutCheckDigit = [2201919, 2201988, 2202251, 2611533, 3117836, 3152131, 4305871, 5203939, 5203962];

describe("IBGE's list of municipalities", () => {
  it('has every municipality of the 27 states: 5 569, the Distrito Federal and Fernando de Noronha', () => {
    expect(stateCodes.filter((uf) => municipalitiesOf(uf).length > 0)).toHaveLength(27);
    expect(all).toHaveLength(5571);
    expect(new Set(all.map((m) => m.codigo)).size).toBe(5571);
    expect(municipalitiesOf('DF')).toEqual([{ codigo: 5300108, nome: 'Brasília' }]);
  });

  it('knows the capitals by their codes', () => {
    expect(findMunicipality('SP', 'São Paulo')?.codigo).toBe(3550308);
    expect(findMunicipality('RJ', 'Rio de Janeiro')?.codigo).toBe(3304557);
    expect(findMunicipality('DF', 'Brasília')?.codigo).toBe(5300108);
    expect(findMunicipality('MG', 'Belo Horizonte')?.codigo).toBe(3106200);
  });

  it("gives 7-digit codes that start with the state's code and end with IBGE's check digit", () => {
    for (const m of all) {
      expect(String(m.codigo), m.nome).toMatch(/^\d{7}$/);
      expect(Math.floor(m.codigo / 100000), m.nome).toBe(ibgeStateCodes[m.uf]);
    }
    const unchecked = all.filter((m) => checkDigit(m.codigo) !== m.codigo % 10).map((m) => m.codigo);
    expect(unchecked.sort()).toEqual(issuedWithoutCheckDigit);
  });

  it('finds by code first, within the state, and by name when the code is not there', () => {
    expect(findMunicipality('SP', 'Nome antigo', 3509502)?.nome).toBe('Campinas');
    expect(findMunicipality('SP', 'Campinas', 3304557)?.codigo).toBe(3509502);
    expect(findMunicipality('RJ', 'Campinas', 3509502)).toBeUndefined();
  });

  it("gives each state's list a version that changes only with its data", () => {
    expect(listVersion('SP')).toMatch(/^"[\w-]{22}"$/);
    expect(listVersion('SP')).toBe(listVersion('SP'));
    expect(listVersion('RJ')).not.toBe(listVersion('SP'));
  });

  it('sorts each state by name, as a Brazilian reader expects', () => {
    const names = municipalitiesOf('SP').map((m) => m.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('finds a city written without accents, in capitals, or with the hyphen and apostrophe left out', () => {
    expect(findMunicipality('SP', 'sao paulo')?.nome).toBe('São Paulo');
    expect(findMunicipality('SP', 'CAMPINAS')?.codigo).toBe(3509502);
    expect(findMunicipality('AL', "Olho D'agua Grande")?.nome).toBe("Olho d'Água Grande");
    expect(findMunicipality('SC', 'Grão Pará')?.nome).toBe('Grão-Pará');
    expect(findMunicipality('RJ', 'São Paulo')).toBeUndefined();
    expect(findMunicipality('XX', 'São Paulo')).toBeUndefined();
  });

  it("knows every demo city by its name and code, so the demo customers' addresses save as they are", () => {
    for (const city of demoCities)
      expect(findMunicipality(city.state, city.name)?.codigo, city.name).toBe(Number(city.ibge));
  });

  it('names every state', () => {
    expect(Object.keys(stateNames).sort()).toEqual([...stateCodes].sort());
    expect(Object.keys(ibgeStateCodes).sort()).toEqual([...stateCodes].sort());
  });
});

describe('requireCityOfState', () => {
  it("gives the state's city, and refuses another state's with the message on the city field", () => {
    expect(requireCityOfState('SP', 'campinas')).toEqual({ codigo: 3509502, nome: 'Campinas' });
    const message = messages.address.cityNotInState;
    expect(() => requireCityOfState('RJ', 'Campinas')).toThrow(
      expect.objectContaining({ status: 400, message, fields: [{ campo: 'cidade', mensagem: message }] }),
    );
  });
});
