import { Type } from 'typebox';
import { Address, Email, Name, Nullable, OptionalPersonFields, Password, Phone, PlainText, Token } from '../common-fields.js';

const File = Type.Optional(Type.String({ format: 'binary', description: 'An image file (≤ 5 MB).' }));

export const SignUpFormSchema = Type.Object(
  {
    email: Email,
    token: Token,
    first_name: Name,
    last_name: Name,
    phone: Phone,
    address: Address,
    password: Password,
    confirm_password: Password,
    ...OptionalPersonFields,
    avatar: File,
  },
  { additionalProperties: false, title: 'SignUpForm' },
);

export const AvatarFormSchema = Type.Object(
  { avatar: Type.String({ format: 'binary', description: 'An image file (≤ 5 MB).' }) },
  { additionalProperties: false, title: 'AvatarForm' },
);

export const AvatarParamsSchema = Type.Object({ avatar_id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const ProfileUpdateSchema = Type.Object(
  {
    first_name: Type.Optional(Name),
    last_name: Type.Optional(Name),
    phone: Type.Optional(Phone),
    address: Type.Optional(Address),
    national_producer_number: Nullable(PlainText({ maxLength: 20 })),
    has_security_license: Nullable(Type.Boolean()),
    gender: Nullable(PlainText({ maxLength: 40 })),
    state: Nullable(PlainText({ maxLength: 40 })),
  },
  { additionalProperties: false, title: 'ProfileUpdate' },
);

export const PasswordResetRequestSchema = Type.Object(
  { email: Email },
  { additionalProperties: false, title: 'PasswordResetRequest' },
);

export const PasswordResetConfirmSchema = Type.Object(
  { token: Token, password: Password, confirm_password: Password },
  { additionalProperties: false, title: 'PasswordResetConfirm' },
);

export const ChangePasswordSchema = Type.Object(
  { current_password: Password, new_password: Password, confirm_password: Password },
  { additionalProperties: false, title: 'ChangePassword' },
);

export const EmailChangeRequestQuerySchema = Type.Object(
  { new_email: Email, password: Password },
  { additionalProperties: false },
);
export const TokenQuerySchema = Type.Object({ token: Token }, { additionalProperties: false });

export const OutboxMessageSchema = Type.Object(
  {
    id: Type.String(),
    company_id: Type.Union([Type.String(), Type.Null()]),
    to: Type.String(),
    subject: Type.String(),
    text: Type.String(),
    html: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'The HTML part, if the message has one.' })),
    attachments: Type.Array(Type.Object({ filename: Type.String(), content_type: Type.String(), content: Type.String() }), {
      description: 'Files attached to the message (e.g. a meeting invitation’s `.ics`), as text.',
    }),
    sent_at: Type.Union([Type.String(), Type.Null()]),
    error: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'OutboxMessage', title: 'OutboxMessage' },
);
