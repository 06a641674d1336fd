import { serveFake, type FakeServer } from './fake-server.js';

/** CEPs the fake knows, in ViaCEP's own reply format. */
const addresses: Record<string, object> = {
  '13015904': {
    cep: '13015-904',
    logradouro: 'Rua Barão de Jaguara',
    complemento: 'de 1001/1002 a 1499/1500',
    bairro: 'Centro',
    localidade: 'Campinas',
    uf: 'SP',
    ibge: '3509502',
    ddd: '19',
  },
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
    ibge: '3550308',
    ddd: '11',
  },
  '13083970': {
    cep: '13083-970',
    logradouro: 'Rua Sérgio Buarque de Holanda',
    complemento: '',
    bairro: 'Cidade Universitária Zeferino Vaz (Barão Geraldo)',
    localidade: 'Campinas',
    uf: 'SP',
    ibge: '3509502',
    ddd: '19',
  },
  // The city under its old name ('Embu das Artes' since 2011): the IBGE code names it right.
  '06803000': {
    cep: '06803-000',
    logradouro: 'Rua da Matriz',
    complemento: '',
    bairro: 'Centro',
    localidade: 'Embu',
    uf: 'SP',
    ibge: '3515004',
    ddd: '11',
  },
};

/** Special CEPs: 88888888 answers garbage, 77777777 never answers (timeouts). */
export const MALFORMED_CEP = '88888888';
export const SILENT_CEP = '77777777';

/** A ViaCEP look-alike on 127.0.0.1, for tests and the browser journeys. */
export async function startFakeViaCep(port = 0): Promise<FakeServer> {
  const fake = await serveFake(port, (req, res) => {
    const cep = /^\/ws\/(\d{8})\/json\/?$/.exec(req.url ?? '')?.[1];
    if (!cep) return void res.writeHead(400, { 'Content-Type': 'text/html' }).end('<h1>Bad Request</h1>');
    if (cep === SILENT_CEP) return;
    if (cep === MALFORMED_CEP)
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"cep": "8888');
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(addresses[cep] ?? { erro: true }));
  });
  return { ...fake, url: `${fake.url}/ws` };
}
