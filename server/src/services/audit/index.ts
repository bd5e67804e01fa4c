export { recordAudit, recordAudits, type AuditAction, type AuditEntry, type AuditTarget } from './record.js';
export { auditEntries, listAudit, pruneAudit, type AuditFilter, type AuditItem } from './query.js';
export { auditCsv } from './csv.js';
