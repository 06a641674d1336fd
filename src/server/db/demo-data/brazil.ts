/**
 * Real cities with their state, area code (DDD) and CEP range (first five digits), weighted towards
 * the interior of São Paulo where the demo distributor sells most.
 */
export type City = {
  name: string;
  /** IBGE municipality code (the NF-e's cMun). */
  ibge: string;
  state: string;
  ddd: string;
  cepFrom: number;
  cepTo: number;
  weight: number;
};

export const cities: City[] = [
  { name: 'Campinas', ibge: '3509502', state: 'SP', ddd: '19', cepFrom: 13000, cepTo: 13139, weight: 20 },
  { name: 'São Paulo', ibge: '3550308', state: 'SP', ddd: '11', cepFrom: 1000, cepTo: 5999, weight: 18 },
  { name: 'Jundiaí', ibge: '3525904', state: 'SP', ddd: '11', cepFrom: 13200, cepTo: 13219, weight: 6 },
  { name: 'Piracicaba', ibge: '3538709', state: 'SP', ddd: '19', cepFrom: 13400, cepTo: 13427, weight: 6 },
  { name: 'Americana', ibge: '3501608', state: 'SP', ddd: '19', cepFrom: 13465, cepTo: 13479, weight: 5 },
  { name: 'Limeira', ibge: '3526902', state: 'SP', ddd: '19', cepFrom: 13480, cepTo: 13489, weight: 4 },
  { name: 'Sorocaba', ibge: '3552205', state: 'SP', ddd: '15', cepFrom: 18000, cepTo: 18109, weight: 5 },
  { name: 'Ribeirão Preto', ibge: '3543402', state: 'SP', ddd: '16', cepFrom: 14000, cepTo: 14114, weight: 5 },
  { name: 'São José dos Campos', ibge: '3549904', state: 'SP', ddd: '12', cepFrom: 12200, cepTo: 12248, weight: 3 },
  { name: 'Santos', ibge: '3548500', state: 'SP', ddd: '13', cepFrom: 11000, cepTo: 11099, weight: 3 },
  { name: 'Rio de Janeiro', ibge: '3304557', state: 'RJ', ddd: '21', cepFrom: 20000, cepTo: 23799, weight: 3 },
  { name: 'Niterói', ibge: '3303302', state: 'RJ', ddd: '21', cepFrom: 24000, cepTo: 24399, weight: 1 },
  { name: 'Belo Horizonte', ibge: '3106200', state: 'MG', ddd: '31', cepFrom: 30000, cepTo: 31999, weight: 3 },
  { name: 'Uberlândia', ibge: '3170206', state: 'MG', ddd: '34', cepFrom: 38400, cepTo: 38415, weight: 2 },
  { name: 'Poços de Caldas', ibge: '3151800', state: 'MG', ddd: '35', cepFrom: 37700, cepTo: 37719, weight: 2 },
  { name: 'Curitiba', ibge: '4106902', state: 'PR', ddd: '41', cepFrom: 80000, cepTo: 82999, weight: 2 },
  { name: 'Londrina', ibge: '4113700', state: 'PR', ddd: '43', cepFrom: 86000, cepTo: 86099, weight: 1 },
  { name: 'Porto Alegre', ibge: '4314902', state: 'RS', ddd: '51', cepFrom: 90000, cepTo: 91999, weight: 1 },
  { name: 'Florianópolis', ibge: '4205407', state: 'SC', ddd: '48', cepFrom: 88000, cepTo: 88099, weight: 1 },
  { name: 'Joinville', ibge: '4209102', state: 'SC', ddd: '47', cepFrom: 89200, cepTo: 89239, weight: 1 },
  { name: 'Goiânia', ibge: '5208707', state: 'GO', ddd: '62', cepFrom: 74000, cepTo: 74899, weight: 1 },
  { name: 'Brasília', ibge: '5300108', state: 'DF', ddd: '61', cepFrom: 70000, cepTo: 72799, weight: 1 },
  { name: 'Salvador', ibge: '2927408', state: 'BA', ddd: '71', cepFrom: 40000, cepTo: 42599, weight: 1 },
  { name: 'Recife', ibge: '2611606', state: 'PE', ddd: '81', cepFrom: 50000, cepTo: 52999, weight: 1 },
  { name: 'Fortaleza', ibge: '2304400', state: 'CE', ddd: '85', cepFrom: 60000, cepTo: 61599, weight: 1 },
  { name: 'Campo Grande', ibge: '5002704', state: 'MS', ddd: '67', cepFrom: 79000, cepTo: 79124, weight: 1 },
  { name: 'Vitória', ibge: '3205309', state: 'ES', ddd: '27', cepFrom: 29000, cepTo: 29099, weight: 1 },
];

export const districts = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Cambuí',
  'Jardim Europa',
  'Vila Industrial',
  'Taquaral',
  'Jardim Paulista',
  'Parque Industrial',
  'Vila Mariana',
  'Bela Vista',
  'Santa Cecília',
  'Jardim Planalto',
  'Nova Campinas',
  'Jardim do Lago',
  'Vila Rica',
  'Distrito Industrial',
  'Jardim Primavera',
  'Boa Vista',
  'São Bernardo',
  'Jardim Chapadão',
  'Vila Santana',
  'Parque Taquaral',
  'Jardim Aurélia',
];

export const streetKinds = ['Rua', 'Rua', 'Rua', 'Avenida', 'Avenida', 'Travessa', 'Alameda', 'Rodovia'];
