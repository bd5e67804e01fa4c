import { baseApi as api } from "../baseApi";
export const addTagTypes = ["mail"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getMailPreferences: build.query<
        GetMailPreferencesApiResponse,
        GetMailPreferencesApiArg
      >({
        query: () => ({ url: `/api/frontend/user/mail-preferences` }),
        providesTags: ["mail"],
      }),
      updateMailPreferences: build.mutation<
        UpdateMailPreferencesApiResponse,
        UpdateMailPreferencesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user/mail-preferences`,
          method: "PUT",
          body: queryArg.mailPreferencesUpdate,
        }),
        invalidatesTags: ["mail"],
      }),
      getCompanyMailDefaults: build.query<
        GetCompanyMailDefaultsApiResponse,
        GetCompanyMailDefaultsApiArg
      >({
        query: () => ({ url: `/api/frontend/company/mail-defaults` }),
        providesTags: ["mail"],
      }),
      updateCompanyMailDefaults: build.mutation<
        UpdateCompanyMailDefaultsApiResponse,
        UpdateCompanyMailDefaultsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/company/mail-defaults`,
          method: "PUT",
          body: queryArg.companyMailDefaultsUpdate,
        }),
        invalidatesTags: ["mail"],
      }),
      readUnsubscribe: build.query<
        ReadUnsubscribeApiResponse,
        ReadUnsubscribeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/mail/unsubscribe`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["mail"],
      }),
      unsubscribe: build.mutation<UnsubscribeApiResponse, UnsubscribeApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/mail/unsubscribe`,
          method: "POST",
          body: queryArg.oneClickUnsubscribe,
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ["mail"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type GetMailPreferencesApiResponse =
  /** status 200 Default Response */ MailPreferences;
export type GetMailPreferencesApiArg = void;
export type UpdateMailPreferencesApiResponse =
  /** status 200 Default Response */ MailPreferences;
export type UpdateMailPreferencesApiArg = {
  mailPreferencesUpdate: {
    /** Only the kinds to change. */
    channels?: {
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      form_sent?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      form_reminder?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      form_signed?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      meeting_invited?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      meeting_knock?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      content_received?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      content_updated?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      content_expiry?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      content_recall?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      member_changed?: "app" | "now" | "digest";
    };
    digest?: {
      frequency?: "daily" | "hourly" | "off";
      /** The local hour (0–23) of the daily digest. */
      hour?: number;
      /** An IANA time zone, e.g. Europe/Paris. */
      time_zone?: string;
    };
  };
};
export type GetCompanyMailDefaultsApiResponse =
  /** status 200 Default Response */ CompanyMailDefaults;
export type GetCompanyMailDefaultsApiArg = void;
export type UpdateCompanyMailDefaultsApiResponse =
  /** status 200 Default Response */ CompanyMailDefaults;
export type UpdateCompanyMailDefaultsApiArg = {
  companyMailDefaultsUpdate: {
    /** Only the kinds to change. */
    channels?: {
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      form_sent?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      form_reminder?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      form_signed?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      meeting_invited?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      meeting_knock?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      content_received?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      content_updated?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      content_expiry?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      content_recall?: "app" | "now" | "digest";
      /** app: in the app only; now: an email at once; digest: in the next digest. */
      member_changed?: "app" | "now" | "digest";
    };
    digest?: {
      frequency?: "daily" | "hourly" | "off";
      /** The local hour (0–23) of the daily digest. */
      hour?: number;
    };
  };
};
export type ReadUnsubscribeApiResponse =
  /** status 200 Default Response */ UnsubscribeResult;
export type ReadUnsubscribeApiArg = {
  token: string;
};
export type UnsubscribeApiResponse =
  /** status 200 Default Response */ UnsubscribeResult;
export type UnsubscribeApiArg = {
  token: string;
  oneClickUnsubscribe: {
    "List-Unsubscribe"?: "One-Click";
  };
};
export type MailPreferences = {
  kinds: {
    /** A kind of event that can be mailed. */
    kind:
      | "form_sent"
      | "form_reminder"
      | "form_signed"
      | "meeting_invited"
      | "meeting_knock"
      | "content_received"
      | "content_updated"
      | "content_expiry"
      | "content_recall"
      | "member_changed";
    label: string;
    /** app: in the app only; now: an email at once; digest: in the next digest. */
    channel: "app" | "now" | "digest";
    /** app: in the app only; now: an email at once; digest: in the next digest. */
    default_channel: "app" | "now" | "digest";
    /** Essential mail cannot be turned off. */
    essential: boolean;
    essential_reason: string | null;
  }[];
  digest: {
    frequency: "daily" | "hourly" | "off";
    /** The local hour (0–23) of the daily digest. */
    hour: number;
    time_zone: string;
  };
};
export type ApiError = {
  /** A sentence the person can act on. */
  detail: string;
  /** Problems with single fields, when there are any. */
  errors?: {
    field: string;
    message: string;
  }[];
};
export type CompanyMailDefaults = {
  /** Kinds the company set; the others follow each role’s default. */
  channels: {
    /** app: in the app only; now: an email at once; digest: in the next digest. */
    form_sent?: "app" | "now" | "digest";
    /** app: in the app only; now: an email at once; digest: in the next digest. */
    form_reminder?: "app" | "now" | "digest";
    /** app: in the app only; now: an email at once; digest: in the next digest. */
    form_signed?: "app" | "now" | "digest";
    /** app: in the app only; now: an email at once; digest: in the next digest. */
    meeting_invited?: "app" | "now" | "digest";
    /** app: in the app only; now: an email at once; digest: in the next digest. */
    meeting_knock?: "app" | "now" | "digest";
    /** app: in the app only; now: an email at once; digest: in the next digest. */
    content_received?: "app" | "now" | "digest";
    /** app: in the app only; now: an email at once; digest: in the next digest. */
    content_updated?: "app" | "now" | "digest";
    /** app: in the app only; now: an email at once; digest: in the next digest. */
    content_expiry?: "app" | "now" | "digest";
    /** app: in the app only; now: an email at once; digest: in the next digest. */
    content_recall?: "app" | "now" | "digest";
    /** app: in the app only; now: an email at once; digest: in the next digest. */
    member_changed?: "app" | "now" | "digest";
  };
  digest: {
    frequency: "daily" | "hourly" | "off";
    /** The local hour (0–23) of the daily digest. */
    hour: number;
  };
};
export type UnsubscribeResult = {
  /** The mail this link stops, in words. */
  what: string;
  /** Whether that mail is already stopped. */
  done: boolean;
};
export const {
  useGetMailPreferencesQuery,
  useLazyGetMailPreferencesQuery,
  useUpdateMailPreferencesMutation,
  useGetCompanyMailDefaultsQuery,
  useLazyGetCompanyMailDefaultsQuery,
  useUpdateCompanyMailDefaultsMutation,
  useReadUnsubscribeQuery,
  useLazyReadUnsubscribeQuery,
  useUnsubscribeMutation,
} = injectedRtkApi;
