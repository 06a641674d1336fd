import type { Config, RateLimits } from './config.js';
import type { Db } from './db/client.js';
import type { RateCounter } from './http/rate-counter.js';
import type { AccountUnlock, AuthService, SessionService } from './modules/auth/index.js';
import type { PostalCodeProvider } from './modules/cep/index.js';
import type { CnpjProvider } from './modules/cnpj/index.js';
import type { DocumentPool } from './modules/documents/index.js';
import type { FileStorage } from './modules/images/index.js';
import type { MailService } from './modules/mail/index.js';
import type { PaymentGateways } from './modules/payment-config/index.js';
import type { DrivingRouter, Geocoder } from './modules/maps/index.js';
import type {
  BoletoPayments,
  CardPayments,
  CardSweep,
  CardWebhooks,
  MoipPreferences,
  PaymentRefunds,
  PixPayments,
} from './modules/payments/index.js';
import type { TenantResolver } from './modules/tenants/index.js';

/** What route modules receive: the database, the configuration and the shared services. */
export type AppContext = {
  config: Config;
  db: Db;
  /** The rate limits in force (configured, or given by a test) and the shared counter behind them. */
  rateLimits: RateLimits;
  rateCounter: RateCounter;
  tenants: TenantResolver;
  sessions: SessionService;
  auth: AuthService;
  unlocks: AccountUnlock;
  postalCodes: PostalCodeProvider;
  /** The CNPJ registry service, asked only for tenants with `cnpj_lookup` on. */
  cnpjRegistry: CnpjProvider;
  maps: { geocoder: Geocoder; router: DrivingRouter };
  /** The payment providers' clients (Cielo, PagSeguro, Moip), asked by /configuracao-pagamento. */
  payments: PaymentGateways;
  /** Pix charges of store orders through the company's PSP (BCB API v2). */
  pix: PixPayments;
  /** Credit-card charges of store orders through the company's Cielo ('cie') or PagSeguro ('pgs') account. */
  cards: CardPayments;
  /** The card providers' notifications (Cielo, PagSeguro). */
  cardWebhooks: CardWebhooks;
  /** The notification preferences made at the companies' Moip accounts (deleted when the settings move away). */
  moipPreferences: MoipPreferences;
  /** Voids card charges whose reply was lost and that never became an order. */
  cardSweep: CardSweep;
  /** Boletos of store orders registered through the company's Cielo account ('cie'). */
  boletos: BoletoPayments;
  /** What cancelling a paid order gives back through its provider. */
  refunds: PaymentRefunds;
  mail: MailService;
  /** Worker threads that make every PDF and spreadsheet. */
  documents: DocumentPool;
  /** Uploaded images (docs/images.md): `DATA_DIR/files/{tenant}/…`. */
  storage: FileStorage;
};
