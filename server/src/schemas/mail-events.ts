import { Type } from 'typebox';
import { DIGEST_FREQUENCIES, MAIL_CHANNELS, MAIL_KINDS } from '../contract/mail-preferences.js';
import { PlainText } from './common-fields.js';

const Kind = Type.Enum([...MAIL_KINDS], { type: 'string', description: 'A kind of event that can be mailed.' });
const Channel = Type.Enum([...MAIL_CHANNELS], {
  type: 'string',
  description: 'app: in the app only; now: an email at once; digest: in the next digest.',
});
const Frequency = Type.Enum([...DIGEST_FREQUENCIES], { type: 'string' });
const Hour = Type.Integer({ minimum: 0, maximum: 23, description: 'The local hour (0–23) of the daily digest.' });
const TimeZone = PlainText({ minLength: 1, maxLength: 64, description: 'An IANA time zone, e.g. Europe/Paris.' });

const channelsObject = (description: string) =>
  Type.Object(Object.fromEntries(MAIL_KINDS.map((k) => [k, Type.Optional(Channel)])), {
    additionalProperties: false,
    description,
  });

const MailPreferencesSchema = Type.Object(
  {
    kinds: Type.Array(
      Type.Object({
        kind: Kind,
        label: Type.String(),
        channel: Channel,
        default_channel: Channel,
        essential: Type.Boolean({ description: 'Essential mail cannot be turned off.' }),
        essential_reason: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
    digest: Type.Object({ frequency: Frequency, hour: Hour, time_zone: Type.String() }),
  },
  { $id: 'MailPreferences', title: 'MailPreferences' },
);

export const MailPreferencesUpdateSchema = Type.Object(
  {
    channels: Type.Optional(channelsObject('Only the kinds to change.')),
    digest: Type.Optional(
      Type.Object(
        { frequency: Type.Optional(Frequency), hour: Type.Optional(Hour), time_zone: Type.Optional(TimeZone) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, title: 'MailPreferencesUpdate' },
);

const CompanyMailDefaultsSchema = Type.Object(
  {
    channels: channelsObject('Kinds the company set; the others follow each role’s default.'),
    digest: Type.Object({ frequency: Frequency, hour: Hour }),
  },
  { $id: 'CompanyMailDefaults', title: 'CompanyMailDefaults' },
);

export const CompanyMailDefaultsUpdateSchema = Type.Object(
  {
    channels: Type.Optional(channelsObject('Only the kinds to change.')),
    digest: Type.Optional(
      Type.Object({ frequency: Type.Optional(Frequency), hour: Type.Optional(Hour) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false, title: 'CompanyMailDefaultsUpdate' },
);

export const UnsubscribeQuerySchema = Type.Object(
  { token: PlainText({ minLength: 1, maxLength: 400 }) },
  { additionalProperties: false },
);

export const UnsubscribeBodySchema = Type.Object(
  { 'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')) },
  { additionalProperties: false, title: 'OneClickUnsubscribe' },
);

const UnsubscribeResultSchema = Type.Object(
  {
    what: Type.String({ description: 'The mail this link stops, in words.' }),
    done: Type.Boolean({ description: 'Whether that mail is already stopped.' }),
  },
  { $id: 'UnsubscribeResult', title: 'UnsubscribeResult' },
);

export const mailSchemas = [MailPreferencesSchema, CompanyMailDefaultsSchema, UnsubscribeResultSchema];
