import type { AuditAction } from '@/shared/api';

/** What each recorded action is called on the page (and in the action filter). */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'sign_in.succeeded': 'Signed in',
  'sign_in.failed': 'Failed sign-in',
  'invitation.sent': 'Invitation sent',
  'invitation.accepted': 'Invitation accepted',
  'member.archived': 'Member archived',
  'member.restored': 'Member restored',
  'member.reassigned': 'Member reassigned',
  'content.sent': 'Content sent',
  'content.downloaded': 'Content downloaded',
  'settings.changed': 'Settings changed',
  'form.sent': 'Intake form sent',
  'form.signed': 'Intake form signed',
  'form.field_revealed': 'Sensitive answer revealed',
  'form.sealed_pdf_read': 'Sealed PDF read (answers in full)',
  'meeting.created': 'Meeting created',
  'meeting.rescheduled': 'Meeting moved',
  'meeting.cancelled': 'Meeting cancelled',
  'material.version_published': 'New version published',
  'material.version_submitted': 'New version submitted for approval',
  'material.version_approved': 'Version approved',
  'material.version_rejected': 'Version rejected',
  'material.recalled': 'Material recalled',
  'material.recall_undone': 'Recall undone',
  'material.renewed': 'Use-until date changed',
  'material.expired': 'Material expired',
  'material.record_removed': 'Record removed after its retention period',
  'material.rules_changed': 'Material rules changed',
  'member.principal_changed': 'Principal flag changed',
};

export const PAGE_SIZE = 20;
