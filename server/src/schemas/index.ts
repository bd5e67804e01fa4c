import { MessageSchema } from './common-fields.js';
import { ErrorSchema } from './common.js';
import { auditSchemas } from './audit.js';
import { OutboxMessageSchema } from './account.js';
import { CompanySchema, RegistrationDetailsSchema } from './company.js';
import { InvitationDetailsSchema, InvitationSchema } from './invitation.js';
import { memberSchemas } from './member.js';
import { contentSchemas } from './content.js';
import { intakeFormSchemas } from './intake-form.js';
import { mailSchemas } from './mail.js';
import { meetingSchemas } from './meeting.js';
import { NotificationPageSchema, NotificationSchema } from './notification.js';
import { UploadState } from './uploads.js';
import { CurrentUserSchema, RoleSchema, TokenPairSchema } from './user.js';

/** Named schemas, registered once; they become the OpenAPI components. */
export const sharedSchemas = [
  ErrorSchema,
  MessageSchema,
  RoleSchema,
  TokenPairSchema,
  CurrentUserSchema,
  CompanySchema,
  RegistrationDetailsSchema,
  InvitationSchema,
  InvitationDetailsSchema,
  OutboxMessageSchema,
  ...memberSchemas,
  ...contentSchemas,
  ...intakeFormSchemas,
  NotificationSchema,
  NotificationPageSchema,
  ...auditSchemas,
  ...meetingSchemas,
  ...mailSchemas,
  UploadState,
];
