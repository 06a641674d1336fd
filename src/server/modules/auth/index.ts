/** The face of the auth module: what other modules, the composition root and tools may use. */
export { authRoutes } from './auth.routes.js';
export { passwordRoutes } from './password.routes.js';
export { AuthService } from './auth.service.js';
export { LoginThrottle } from './login-throttle.js';
export { AccountUnlock } from './unlock.service.js';
export { endSessionsOf, SessionService } from './session.service.js';
/** Tools (the benchmarks) open sessions for accounts without a password of their own. */
export { findAccountById } from './auth.repo.js';
export { publishTerms } from './terms.js';
export { forgetAccountSessions, registerSessionCache, SESSION_NOTICES_CHANNEL, SessionCache } from './session-cache.js';
