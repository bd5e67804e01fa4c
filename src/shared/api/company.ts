import type { UnknownAction } from '@reduxjs/toolkit';
import { enhancedApi, type Company } from './generated/company.gen';
import { companyChanged } from './session-events';

const cacheCompany = (company: Company) => enhancedApi.util.updateQueryData('getCompany', undefined, () => company);
type Dispatch = (action: UnknownAction | ReturnType<typeof cacheCompany>) => unknown;

/** An edit answers the whole company: it replaces the cached details and the session's copy (app shell). */
async function companyAnswered(dispatch: Dispatch, queryFulfilled: Promise<{ data: Company }>): Promise<void> {
  let company: Company;
  try {
    ({ data: company } = await queryFulfilled);
  } catch {
    return; // the calling hook shows the error
  }
  dispatch(cacheCompany(company));
  dispatch(companyChanged({ id: company.id, name: company.name, logo: company.logo }));
}

/**
 * The `company` tag: registering a company from an operator's invitation, reading and editing it. The
 * logo is sent as multipart; edits update the cache from their answer instead of refetching.
 */
export const companyApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    registerCompany: { invalidatesTags: [] },
    updateCompany: {
      invalidatesTags: [],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => companyAnswered(dispatch, queryFulfilled),
    },
    uploadCompanyLogo: {
      query: (arg) => {
        const data = new FormData();
        data.append('logo', arg.logoForm.logo);
        return { url: '/api/frontend/company/logo', method: 'POST', body: data };
      },
      invalidatesTags: [],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => companyAnswered(dispatch, queryFulfilled),
    },
    deleteCompanyLogo: {
      invalidatesTags: [],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => companyAnswered(dispatch, queryFulfilled),
    },
  },
});

export const {
  useRegisterCompanyMutation,
  useGetCompanyQuery,
  useUpdateCompanyMutation,
  useUploadCompanyLogoMutation,
  useDeleteCompanyLogoMutation,
  useGetRegistrationDetailsQuery,
} = companyApi;
export type { Company, RegisterCompanyApiArg, UpdateCompanyApiArg } from './generated/company.gen';
