import type { AuditActionSchema } from './audit.js';
import type { ListLifecycleSchema, MaterialLifecycleSchema, SharedBySchema } from './content.js';
import type { DistributionRulesSchema } from './distribution.js';
import type {
  AnswerValueSchema,
  FieldDefSchema,
  FormEventSchema,
  PdfFieldSchema,
  PdfRectSchema,
  PersonSchema,
  SectionDefSchema,
} from './forms.js';
import type { MemberStatusSchema, MemberSummarySchema } from './members/member.js';
import type { NotificationSchema } from './notifications.js';
import type { RoleSchema } from './identity/user.js';

/**
 * The shared schemas that `Type.Ref` names, for deriving a type from a schema that refers to them:
 * `Static<typeof MemberSchema, Refs>` (without them a referenced property would be `unknown`).
 */
export type Refs = {
  AnswerValue: typeof AnswerValueSchema;
  AuditAction: typeof AuditActionSchema;
  DistributionRules: typeof DistributionRulesSchema;
  FormEvent: typeof FormEventSchema;
  FormField: typeof FieldDefSchema;
  FormPerson: typeof PersonSchema;
  FormSection: typeof SectionDefSchema;
  ListLifecycle: typeof ListLifecycleSchema;
  MaterialLifecycle: typeof MaterialLifecycleSchema;
  MemberStatus: typeof MemberStatusSchema;
  MemberSummary: typeof MemberSummarySchema;
  NotificationItem: typeof NotificationSchema;
  PdfFormField: typeof PdfFieldSchema;
  PdfRect: typeof PdfRectSchema;
  Role: typeof RoleSchema;
  SharedBy: typeof SharedBySchema;
};
