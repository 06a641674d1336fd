/** The face of the audit module: other modules record their changes through it. */
export { recordAudit, type Actor, type AuditEntry } from './audit.repo.js';
