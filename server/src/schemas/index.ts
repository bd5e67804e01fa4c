import { ErrorSchema } from './common.js';
import { contentSchemas } from './content.js';
import { CurrentUserSchema, RoleSchema, TokenPairSchema } from './user.js';

/** Named schemas, registered once; they become the OpenAPI components. */
export const sharedSchemas = [ErrorSchema, RoleSchema, TokenPairSchema, CurrentUserSchema, ...contentSchemas];
