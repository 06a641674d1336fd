import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { AuthService } from './modules/auth/auth.service.js';
import type { PostalCodeProvider } from './modules/cep/postal-code-provider.js';
import type { MailService } from './modules/mail/mail.service.js';
import type { DrivingRouter, Geocoder } from './modules/maps/providers.js';
import type { SessionService } from './modules/auth/session.service.js';
import type { TenantResolver } from './modules/tenants/tenant-resolver.js';

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
};
