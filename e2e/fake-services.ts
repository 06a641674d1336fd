import { startFakeBrasilApi } from '../src/server/test/fake-brasilapi';
import { startFakeBrasilApiCnpj } from '../src/server/test/fake-brasilapi-cnpj';
import { startFakeMaps } from '../src/server/test/fake-maps';
import { startFakePayments } from '../src/server/test/fake-payments';
import { startFakeViaCep } from '../src/server/test/fake-viacep';

/** Outside services the browser journeys need, speaking the providers' wire formats on 127.0.0.1. */
const port = Number(process.env.FAKE_SERVICES_PORT ?? 3199);
const viaCep = await startFakeViaCep(port);
const maps = await startFakeMaps(port - 1);
const brasilApi = await startFakeBrasilApi(port - 2);
const cnpj = await startFakeBrasilApiCnpj(port - 3);
const payments = await startFakePayments(port - 4);
console.log(
  `ViaCEP falso em ${viaCep.url}; BrasilAPI falsa em ${brasilApi.url} (CNPJ em ${cnpj.url}); mapas falsos em ${maps.url}; Cielo, PagSeguro e Moip falsos em ${payments.url}`,
);
const stop = () =>
  void Promise.all([viaCep.close(), brasilApi.close(), cnpj.close(), maps.close(), payments.close()]).then(() =>
    process.exit(0),
  );
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
