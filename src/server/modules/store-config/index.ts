/** The face of the store-config module: what other modules, the composition root and tools may use. */
export {
  CredentialsLockedError,
  openPaymentCredential,
  readPaymentSetting,
  readPaymentSettings,
  readPublicPaymentField,
  sealPaymentCredential,
} from './payment-credentials.js';
export { storeConfigRoutes } from './store-config.routes.js';
export { readContactAddress, readStoreNoticeAddresses, readStoreRules } from './store-rules.js';
export type { StoreRules } from './store-rules.js';
export { readStorefrontSwitches } from './storefront-switches.js';
export { readProductSlide } from './product-slide.js';
export { publicSettings } from './store-config.service.js';
export {
  forgetStoreSettings,
  registerSettingsCache,
  SETTINGS_NOTICES_CHANNEL,
  SettingsCache,
} from './settings-cache.js';
