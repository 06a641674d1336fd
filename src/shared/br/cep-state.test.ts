import { describe, expect, it } from 'vitest';
import { stateOfCep } from './cep-state';

/** The Correios ranges by their first five digits: the first and last CEP of each. */
const ranges: Array<[string, string, string]> = [
  ['01000', '19999', 'SP'],
  ['20000', '28999', 'RJ'],
  ['29000', '29999', 'ES'],
  ['30000', '39999', 'MG'],
  ['40000', '48999', 'BA'],
  ['49000', '49999', 'SE'],
  ['50000', '56999', 'PE'],
  ['57000', '57999', 'AL'],
  ['58000', '58999', 'PB'],
  ['59000', '59999', 'RN'],
  ['60000', '63999', 'CE'],
  ['64000', '64999', 'PI'],
  ['65000', '65999', 'MA'],
  ['66000', '68899', 'PA'],
  ['68900', '68999', 'AP'],
  ['69000', '69299', 'AM'],
  ['69300', '69399', 'RR'],
  ['69400', '69899', 'AM'],
  ['69900', '69999', 'AC'],
  ['70000', '72799', 'DF'],
  ['72800', '72999', 'GO'],
  ['73000', '73699', 'DF'],
  ['73700', '76799', 'GO'],
  ['76800', '76999', 'RO'],
  ['77000', '77999', 'TO'],
  ['78000', '78899', 'MT'],
  ['79000', '79999', 'MS'],
  ['80000', '87999', 'PR'],
  ['88000', '89999', 'SC'],
  ['90000', '99999', 'RS'],
];

describe('stateOfCep', () => {
  it.each(ranges)('from %s-000 to %s-999 is %s', (first, last, state) => {
    expect(stateOfCep(`${first}-000`)).toBe(state);
    expect(stateOfCep(`${last}-999`)).toBe(state);
  });

  it('knows no state below the first range or for a CEP of the wrong length', () => {
    expect(stateOfCep('00999-999')).toBeUndefined();
    expect(stateOfCep('130159044')).toBeUndefined();
    expect(stateOfCep('1301590')).toBeUndefined();
  });
});
