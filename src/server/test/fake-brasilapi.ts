import { serveFake, type FakeServer } from './fake-server.js';
import { MALFORMED_CEP } from './fake-viacep.js';

/** CEPs this fake knows, in BrasilAPI's CEP v2 reply format (the ViaCEP fake fails on the first). */
const addresses: Record<string, object> = {
  [MALFORMED_CEP]: {
    cep: MALFORMED_CEP,
    state: 'MG',
    city: 'Belo Horizonte',
    neighborhood: 'Savassi',
    street: 'Rua Pernambuco',
    service: 'correios',
    location: { type: 'Point', coordinates: {} },
  },
};

/** A CEP this fake fails on with a 500, as BrasilAPI does when every service behind it is down. */
export const BRASILAPI_FAILING_CEP = '77777777';

/** BrasilAPI's refusal of a CEP no service knows (HTTP 404). */
const notFound = (cep: string) => ({
  name: 'CepPromiseError',
  message: 'Todos os serviços de CEP retornaram erro.',
  type: 'service_error',
  errors: [{ name: 'ServiceError', message: `CEP ${cep} não encontrado na base dos Correios.`, service: 'correios' }],
});

/** A BrasilAPI look-alike on 127.0.0.1 (GET /api/cep/v2/{cep}), for tests and the browser journeys. */
export function startFakeBrasilApi(port = 0): Promise<FakeServer> {
  return serveFake(port, (req, res) => {
    const cep = /^\/api\/cep\/v2\/(\d{8})$/.exec(req.url ?? '')?.[1];
    const json = (status: number, body: object) =>
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    if (!cep) return json(400, { message: 'CEP deve conter exatamente 8 caracteres.', type: 'validation_error' });
    if (cep === BRASILAPI_FAILING_CEP) return json(500, { message: 'Erro interno', type: 'service_error' });
    const address = addresses[cep];
    return address ? json(200, address) : json(404, notFound(cep));
  });
}
