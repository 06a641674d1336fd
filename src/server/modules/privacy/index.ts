/** The face of the privacy module (LGPD art. 18: export, correction, erasure and change requests). */
export { privacyRoutes } from './privacy.routes.js';
