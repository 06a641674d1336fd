import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { AuthService, SessionService } from './modules/auth/index.js';
import type { PostalCodeProvider } from './modules/cep/index.js';
import type { DocumentPool } from './modules/documents/index.js';
import type { MailService } from './modules/mail/index.js';
import type { DrivingRouter, Geocoder } from './modules/maps/index.js';
import type { TenantResolver } from './modules/tenants/index.js';

/** What route modules receive: the database, the configuration and the shared services. */
export type AppContext = {
  config: Config;
  db: Db;
  tenants: TenantResolver;
  sessions: SessionService;
  auth: AuthService;
  postalCodes: PostalCodeProvider;
  maps: { geocoder: Geocoder; router: DrivingRouter };
  mail: MailService;
  /** Worker threads that make every PDF and spreadsheet. */
  documents: DocumentPool;
};
