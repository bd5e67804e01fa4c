import { Type } from 'typebox';
import { PLAIN_TEXT_FORMAT } from '../lib/plain-text.js';

/** Field schemas shared by several request bodies. */
export const Email = Type.String({ format: 'email', maxLength: 320 });
/** A name or title a person gives: no control, line-break, text-direction or broken characters. */
export const PlainText = (options: { minLength?: number; maxLength: number; pattern?: string }) =>
  Type.String({ ...options, format: PLAIN_TEXT_FORMAT });
export const Name = PlainText({ minLength: 1, maxLength: 100, pattern: '\\S' });
export const Phone = Type.String({ minLength: 1, maxLength: 40 });
export const Address = Type.String({ minLength: 1, maxLength: 300 });
/** Length is checked by the password policy, which names the field; this only bounds the input. */
export const Password = Type.String({ maxLength: 1024 });
export const Token = Type.String({ minLength: 1, maxLength: 200 });
export const OptionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
export const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Boolean>>(schema: T) =>
  // null first: with type coercion on, a boolean branch listed first would turn null into false.
  Type.Optional(Type.Union([Type.Null(), schema]));

export const MessageSchema = Type.Object(
  { detail: Type.String({ description: 'A sentence to show the person.' }) },
  { $id: 'Message', title: 'Message' },
);

/** The optional personal fields of sign-up, company registration and profile. */
export const OptionalPersonFields = {
  national_producer_number: OptionalText(20),
  has_security_license: Type.Optional(Type.Boolean()),
  gender: OptionalText(40),
  state: OptionalText(40),
};
