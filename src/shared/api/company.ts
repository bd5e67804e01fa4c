import { enhancedApi } from './generated/company.gen';

/** The `company` tag: registering a company from an operator's invitation, reading and editing it. */
export const companyApi = enhancedApi.enhanceEndpoints({
  endpoints: { registerCompany: { invalidatesTags: [] } },
});

export const { useRegisterCompanyMutation, useGetCompanyQuery, useUpdateCompanyMutation } = companyApi;
export type { Company, RegisterCompanyApiArg, UpdateCompanyApiArg } from './generated/company.gen';
