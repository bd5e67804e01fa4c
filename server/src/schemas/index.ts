import { MessageSchema } from './common-fields.js';
import { ErrorSchema } from './common.js';
import { auditSchemas } from './audit.js';
import { OutboxMessageSchema } from './identity/account.js';
import { CompanySchema, RegistrationDetailsSchema } from './identity/company.js';
import { InvitationDetailsSchema, InvitationSchema } from './members/invitation.js';
import { memberSchemas } from './members/member.js';
import { contentSchemas } from './content.js';
import { distributionSchemas } from './distribution.js';
import { engagementSchemas } from './content/engagement.js';
import { intakeFormSchemas } from './forms.js';
import { mailSchemas } from './mail-events.js';
import { meetingSchemas } from './meetings.js';
import { NotificationPageSchema, NotificationSchema } from './notifications.js';
import { CurrentUserSchema, RoleSchema, TokenPairSchema } from './identity/user.js';
import { UploadState } from './uploads.js';

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
  ...distributionSchemas,
  ...engagementSchemas,
  ...intakeFormSchemas,
  NotificationSchema,
  NotificationPageSchema,
  ...auditSchemas,
  ...meetingSchemas,
  ...mailSchemas,
  UploadState,
];
