export { AuditLogPage } from './ui/AuditLogPage/AuditLogPage';
