import { enhancedApi } from './generated/audit.gen';

/**
 * The `audit` tag: the company's audit trail for admins. The export answers CSV text, read as text and
 * not kept in the cache (every download asks again).
 */
export const auditApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    exportAuditEntries: {
      query: (arg) => ({
        url: '/api/frontend/audit/export',
        params: { member_id: arg.memberId, action: arg.action, from: arg.from, to: arg.to },
        responseHandler: 'text',
      }),
      keepUnusedDataFor: 0,
    },
  },
});

export const { useListAuditEntriesQuery, useLazyExportAuditEntriesQuery } = auditApi;

export type { AuditAction, AuditEntry, AuditPage, ListAuditEntriesApiArg } from './generated/audit.gen';
