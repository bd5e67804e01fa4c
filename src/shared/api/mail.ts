import { enhancedApi } from './generated/mail.gen';

/** The `mail` tag: my mail preferences, the company's defaults, and the one-click unsubscribe (no session). */
export const mailApi = enhancedApi;

export const {
  useGetMailPreferencesQuery,
  useUpdateMailPreferencesMutation,
  useGetCompanyMailDefaultsQuery,
  useUpdateCompanyMailDefaultsMutation,
  useReadUnsubscribeQuery,
  useUnsubscribeMutation,
} = mailApi;

import type { UpdateMailPreferencesApiArg } from './generated/mail.gen';

export type { CompanyMailDefaults, MailPreferences, UnsubscribeResult } from './generated/mail.gen';
export type MailPreferencesUpdate = UpdateMailPreferencesApiArg['mailPreferencesUpdate'];
/** The kinds, channels and frequencies: the server's contract (server/src/contract/mail-preferences.ts). */
export { DIGEST_FREQUENCIES, MAIL_CHANNELS, MAIL_KINDS, MAIL_KIND_LABELS, isEssential } from './generated/mail-preferences.gen';
export type { DigestFrequency, MailChannel, MailKind } from './generated/mail-preferences.gen';
