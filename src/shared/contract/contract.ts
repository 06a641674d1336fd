import { accountCalls } from './account.js';
import { authCalls } from './auth.js';
import { biEndpoints } from './bi.js';
import { cartCalls } from './cart.js';
import { cepCalls } from './cep.js';
import { cnpjCalls } from './cnpj.js';
import { companyCalls } from './company.js';
import { customerCalls } from './customers.js';
import { dashboardCalls } from './dashboard.js';
import { discountCalls } from './discounts.js';
import { documentCalls } from './documents.js';
import type { Endpoint } from './endpoint.js';
import { fiscalCalls } from './fiscal.js';
import { gridCalls, gridSupportCalls } from './grids.js';
import { ibgeCalls } from './ibge.js';
import { imageCalls } from './images.js';
import { mailCalls } from './mail.js';
import { mapCalls } from './maps.js';
import { operationsCalls } from './operations.js';
import { orderCalls } from './orders.js';
import { paymentConfigCalls } from './payment-config.js';
import { priceTableCalls } from './price-tables.js';
import { paymentCalls } from './payments.js';
import { privacyCalls } from './privacy.js';
import { publicQuoteCalls } from './public-quotes.js';
import { productCalls } from './products.js';
import { shippingRuleCalls } from './shipping-rules.js';
import { storeConfigCalls } from './store-config.js';
import { storePageCalls } from './store-pages.js';
import { storeCalls } from './store.js';
import { tintingCalls } from './tinting.js';
import { userCalls } from './users.js';

/**
 * Every HTTP call of Balcão, by area. Screens import the area they use (`cartCalls`), so a page's
 * bundle carries only its own schemas; this whole map is for the server's registration checks.
 */
export const contract = {
  account: accountCalls,
  auth: authCalls,
  bi: biEndpoints,
  cart: cartCalls,
  cep: cepCalls,
  cnpj: cnpjCalls,
  company: companyCalls,
  customers: customerCalls,
  dashboard: dashboardCalls,
  discounts: discountCalls,
  documents: documentCalls,
  fiscal: fiscalCalls,
  grids: gridCalls,
  gridSupport: gridSupportCalls,
  ibge: ibgeCalls,
  images: imageCalls,
  mail: mailCalls,
  maps: mapCalls,
  operations: operationsCalls,
  orders: orderCalls,
  paymentConfig: paymentConfigCalls,
  priceTables: priceTableCalls,
  payments: paymentCalls,
  privacy: privacyCalls,
  publicQuotes: publicQuoteCalls,
  products: productCalls,
  shippingRules: shippingRuleCalls,
  store: storeCalls,
  storePages: storePageCalls,
  storeConfig: storeConfigCalls,
  tinting: tintingCalls,
  users: userCalls,
} satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints = (): Endpoint[] =>
  Object.values(contract).flatMap((area: Record<string, Endpoint>) => Object.values(area));
