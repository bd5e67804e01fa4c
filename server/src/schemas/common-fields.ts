import { Type } from 'typebox';
import { MULTI_LINE_TEXT_FORMAT, PLAIN_TEXT_FORMAT } from '../lib/plain-text.js';

/**
 * Every string a request carries (body, query string, path) is built by one of the two helpers below, or
 * is narrower still (an email, a uuid, a date-time, an enum, an anchored pattern). The OpenAPI-wide probe
 * (test/schemas/typed-strings.test.ts) sends NUL, a lone surrogate and a text-direction mark into every
 * string property of every operation and expects 400, so a plain `Type.String` in a request fails it.
 */
type TextOptions = { minLength?: number; maxLength: number; pattern?: string; description?: string };

/** One line a person types (names, titles, labels, ids, tokens, passwords): no control, line-break, text-direction or broken characters. */
export const PlainText = (options: TextOptions) => Type.String({ ...options, format: PLAIN_TEXT_FORMAT });
/** Several lines a person types (descriptions, help, answers): as PlainText, but \n and tabs are allowed. */
export const MultiLineText = (options: TextOptions) => Type.String({ ...options, format: MULTI_LINE_TEXT_FORMAT });

/** Field schemas shared by several request bodies. */
export const Email = Type.String({ format: 'email', maxLength: 320 });
export const Name = PlainText({ minLength: 1, maxLength: 100, pattern: '\\S' });
export const Phone = PlainText({ minLength: 1, maxLength: 40 });
export const Address = PlainText({ minLength: 1, maxLength: 300 });
/** Length is checked by the password policy, which names the field; this only bounds the input. */
export const Password = PlainText({ maxLength: 1024 });
export const Token = PlainText({ minLength: 1, maxLength: 200 });
export const OptionalText = (maxLength: number) => Type.Optional(PlainText({ maxLength }));
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
