import { Type } from 'typebox';
import { PlainText } from '../common-fields.js';

export const RoleSchema = Type.Enum(['admin', 'marketer', 'agent', 'client'], { $id: 'Role', title: 'Role', type: 'string' });

export const TokenPairSchema = Type.Object(
  {
    access_token: Type.String(),
    refresh_token: Type.String(),
    token_type: Type.Literal('bearer'),
  },
  { $id: 'TokenPair', title: 'TokenPair' },
);

export const LoginFormSchema = Type.Object(
  {
    username: PlainText({ minLength: 1, maxLength: 320, description: 'The email address.' }),
    password: PlainText({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);

export const RefreshRequestSchema = Type.Object(
  {
    refresh_token: PlainText({ minLength: 1, maxLength: 200 }),
    token_type: Type.Literal('bearer'),
  },
  { additionalProperties: false },
);

export const SignOutRequestSchema = Type.Object(
  { refresh_token: PlainText({ minLength: 1, maxLength: 200, description: 'The refresh token of the session to end.' }) },
  { additionalProperties: false, title: 'SignOutRequest' },
);

export const CurrentUserSchema = Type.Object(
  {
    id: Type.String(),
    membership_id: Type.String(),
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    avatar: Type.Union([Type.String(), Type.Null()]),
    national_producer_number: Type.Union([Type.String(), Type.Null()]),
    has_security_license: Type.Union([Type.Boolean(), Type.Null()]),
    gender: Type.Union([Type.String(), Type.Null()]),
    state: Type.Union([Type.String(), Type.Null()]),
    role: Type.Ref('Role'),
    invited_by_id: Type.Union([Type.String(), Type.Null()]),
    principal: Type.Boolean({ description: 'An admin marked this member as a principal: they approve materials.' }),
    company: Type.Object({
      id: Type.String(),
      name: Type.String(),
      logo: Type.Union([Type.String(), Type.Null()], { description: 'URL of the company logo, or null.' }),
    }),
  },
  { $id: 'CurrentUser', title: 'CurrentUser' },
);
