import { baseApi as api } from "../baseApi";
export const addTagTypes = ["company"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      registerCompany: build.mutation<
        RegisterCompanyApiResponse,
        RegisterCompanyApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/company/`,
          method: "POST",
          body: queryArg.companyRegistration,
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ["company"],
      }),
      getCompany: build.query<GetCompanyApiResponse, GetCompanyApiArg>({
        query: () => ({ url: `/api/frontend/company/` }),
        providesTags: ["company"],
      }),
      updateCompany: build.mutation<
        UpdateCompanyApiResponse,
        UpdateCompanyApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/company/`,
          method: "PATCH",
          body: queryArg.companyUpdate,
        }),
        invalidatesTags: ["company"],
      }),
      getRegistrationDetails: build.query<
        GetRegistrationDetailsApiResponse,
        GetRegistrationDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/company/registration/details`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["company"],
      }),
      uploadCompanyLogo: build.mutation<
        UploadCompanyLogoApiResponse,
        UploadCompanyLogoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/company/logo`,
          method: "POST",
          body: queryArg.logoForm,
        }),
        invalidatesTags: ["company"],
      }),
      deleteCompanyLogo: build.mutation<
        DeleteCompanyLogoApiResponse,
        DeleteCompanyLogoApiArg
      >({
        query: () => ({ url: `/api/frontend/company/logo`, method: "DELETE" }),
        invalidatesTags: ["company"],
      }),
      getCompanyLogo: build.query<
        GetCompanyLogoApiResponse,
        GetCompanyLogoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/company/logo/${queryArg.logoId}`,
        }),
        providesTags: ["company"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type RegisterCompanyApiResponse =
  /** status 201 Default Response */ TokenPair;
export type RegisterCompanyApiArg = {
  token: string;
  companyRegistration: {
    company_name: string;
    company_address?: string;
    company_phone?: string;
    company_website?: string;
    company_email?: string;
    email: string;
    first_name: string;
    last_name: string;
    phone: string;
    address: string;
    password: string;
    confirm_password: string;
    national_producer_number?: string;
    has_security_license?: boolean;
    gender?: string;
    state?: string;
  };
};
export type GetCompanyApiResponse = /** status 200 Default Response */ Company;
export type GetCompanyApiArg = void;
export type UpdateCompanyApiResponse =
  /** status 200 Default Response */ Company;
export type UpdateCompanyApiArg = {
  companyUpdate: {
    name?: string;
    address?: string;
    phone?: string;
    website?: string;
    email?: string | "";
    /** Materials need approval before they reach clients. */
    material_approval?: boolean;
    /** Default lifetime of a new upload in days (1–3650), or null for none. */
    material_lifetime_days?: number | null;
    /** Years (0–30) the record of a deleted material is kept after its last use; at least 3 while approval is on. */
    material_retention_years?: number;
  };
};
export type GetRegistrationDetailsApiResponse =
  /** status 200 Default Response */ RegistrationDetails;
export type GetRegistrationDetailsApiArg = {
  token: string;
};
export type UploadCompanyLogoApiResponse =
  /** status 200 Default Response */ Company;
export type UploadCompanyLogoApiArg = {
  logoForm: {
    /** An image file (≤ 5 MB; JPEG, PNG, WebP, GIF or AVIF, not SVG). */
    logo: Blob;
  };
};
export type DeleteCompanyLogoApiResponse =
  /** status 200 Default Response */ Company;
export type DeleteCompanyLogoApiArg = void;
export type GetCompanyLogoApiResponse = /** status 200 The logo image */ Blob;
export type GetCompanyLogoApiArg = {
  logoId: string;
};
export type TokenPair = {
  access_token: string;
  refresh_token: string;
  token_type: "bearer";
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
export type Company = {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  website: string | null;
  email: string | null;
  /** URL of the logo, or null. */
  logo: string | null;
  /** Materials need approval before they reach clients. */
  material_approval: boolean;
  /** A new upload may be used for this many days (its default "use until"); null: no default. */
  material_lifetime_days: number | null;
  /** Years the record of a deleted material (versions, approvals, copies) is kept after its last use; at least 3 while approval is on. */
  material_retention_years: number;
};
export type RegistrationDetails = {
  /** The address the registration link was sent to. */
  email: string;
  expires_at: string;
};
export const {
  useRegisterCompanyMutation,
  useGetCompanyQuery,
  useLazyGetCompanyQuery,
  useUpdateCompanyMutation,
  useGetRegistrationDetailsQuery,
  useLazyGetRegistrationDetailsQuery,
  useUploadCompanyLogoMutation,
  useDeleteCompanyLogoMutation,
  useGetCompanyLogoQuery,
  useLazyGetCompanyLogoQuery,
} = injectedRtkApi;
