import { allows, type PolicyTarget, type PolicyViewer } from '@/shared/api';

/** The signed-in member, as the permission rules need them. */
export type Viewer = PolicyViewer;

export interface MemberActions {
  archive: boolean;
  restore: boolean;
  reassign: boolean;
}

/** What the viewer may do to a member they have listed: read from the server's policy table. */
export function memberActions(
  viewer: Viewer | null | undefined,
  member: PolicyTarget & { status: 'active' | 'archived' },
): MemberActions {
  const manages = allows(viewer, 'manage', member);
  return {
    archive: manages && member.status === 'active',
    restore: manages && member.status === 'archived',
    reassign: allows(viewer, 'reassign', member),
  };
}

/** Whether there is anything the viewer may do to the member (otherwise no actions are offered). */
export const hasMemberActions = (allowed: MemberActions): boolean => allowed.archive || allowed.restore || allowed.reassign;
