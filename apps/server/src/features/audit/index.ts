export { changesOf, listAudit, recordAudit, type AuditActor, type AuditRecord } from './audit.service.ts';
export type { AuditFilter } from './audit.repository.ts';
