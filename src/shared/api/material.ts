import { enhancedApi } from './generated/material.gen';

/**
 * The `material` tag. Uploads are multipart with `folder_id` before the file (the API only reads a
 * `folder_id` sent before the file part). For progress and cancelling use `uploadForm`.
 */
export const materialApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    uploadMaterial: {
      query: (arg) => {
        const form = new FormData();
        if (arg.body.folder_id) form.append('folder_id', arg.body.folder_id);
        form.append('file', arg.body.file);
        return { url: '/api/frontend/material/', method: 'POST', body: form };
      },
      invalidatesTags: ['content', 'folder'],
    },
    uploadMaterialVersion: {
      query: (arg) => {
        const form = new FormData();
        if (arg.body.note) form.append('note', arg.body.note);
        if (arg.body.title) form.append('title', arg.body.title);
        form.append('file', arg.body.file);
        return { url: `/api/frontend/material/${arg.materialId}/versions`, method: 'POST', body: form };
      },
      invalidatesTags: ['content', 'folder', 'material'],
    },
    listMaterialVersions: { providesTags: (_result, _error, arg) => [{ type: 'material', id: arg.materialId }, 'material'] },
    getMaterialDetails: { providesTags: (_result, _error, arg) => [{ type: 'material', id: arg.materialId }, 'material'] },
    updateMaterial: { invalidatesTags: ['content', 'material'] },
    withdrawUpload: { invalidatesTags: ['content', 'folder', 'material'] },
    listPendingVersions: { providesTags: ['material'] },
    approveMaterialVersion: { invalidatesTags: ['content', 'material'] },
    rejectMaterialVersion: { invalidatesTags: ['content', 'material'] },
    recallMaterial: { invalidatesTags: ['content', 'material'] },
    undoMaterialRecall: { invalidatesTags: ['content', 'material'] },
    setMaterialUseUntil: { invalidatesTags: ['content', 'material'] },
    setMaterialRules: { invalidatesTags: ['content', 'material'] },
    getMaterialDistribution: { providesTags: ['material'] },
    listMemberHoldings: { providesTags: ['material', 'content'] },
    listAgentEngagement: { providesTags: ['material', 'content'] },
    getEngagementSummary: { providesTags: ['material', 'content'] },
  },
});

export const {
  useUploadMaterialMutation,
  useGetMaterialDetailsQuery,
  useUpdateMaterialMutation,
  useUploadMaterialVersionMutation,
  useListMaterialVersionsQuery,
  useWithdrawUploadMutation,
  useListPendingVersionsQuery,
  useApproveMaterialVersionMutation,
  useRejectMaterialVersionMutation,
  useRecallMaterialMutation,
  useUndoMaterialRecallMutation,
  useSetMaterialUseUntilMutation,
  useSetMaterialRulesMutation,
  useGetMaterialDistributionQuery,
  useListMemberHoldingsQuery,
  useListAgentEngagementQuery,
  useGetEngagementSummaryQuery,
} = materialApi;
export type {
  AgentEngagement,
  EngagementSummary,
  Holding,
  MaterialReach,
  Reach,
  ListLifecycle,
  Distribution,
  RecipientRecord,
  DistributionRules,
  MaterialDetails,
  MaterialLifecycle,
  MaterialVersion,
  PendingVersion,
} from './generated/material.gen';
