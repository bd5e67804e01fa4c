import { ErrorSchema } from './common.js';
import { memberSchemas } from './member.js';
import { CurrentUserSchema, RoleSchema, TokenPairSchema } from './user.js';

/** Named schemas, registered once; they become the OpenAPI components. */
export const sharedSchemas = [ErrorSchema, RoleSchema, TokenPairSchema, CurrentUserSchema, ...memberSchemas];
