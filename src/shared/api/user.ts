import { enhancedApi, type SignUpApiArg } from './generated/user.gen';

/** Multipart bodies: the text fields first, the file last (the server streams the parts in order). */
function signUpFormData(form: SignUpApiArg['signUpForm']): FormData {
  const data = new FormData();
  const { avatar, ...fields } = form;
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    data.append(name, typeof value === 'boolean' ? String(value) : (value as string));
  }
  if (avatar) data.append('avatar', avatar);
  return data;
}

/**
 * The `user` tag: sign-in sends form fields, sign-up and the avatar upload send multipart bodies, as the
 * API expects.
 */
export const userApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    login: {
      query: (arg) => ({
        url: '/api/frontend/user/token',
        method: 'POST',
        body: new URLSearchParams({ username: arg.body.username, password: arg.body.password }),
      }),
    },
    signUp: {
      query: (arg) => ({ url: '/api/frontend/user/', method: 'POST', body: signUpFormData(arg.signUpForm) }),
      invalidatesTags: [],
    },
    uploadAvatar: {
      query: (arg) => {
        const data = new FormData();
        data.append('avatar', arg.avatarForm.avatar);
        return { url: '/api/frontend/user/avatar', method: 'POST', body: data };
      },
    },
    getInvitationDetails: { providesTags: [] },
    requestPasswordReset: { invalidatesTags: [] },
    confirmPasswordReset: { invalidatesTags: [] },
    changePassword: { invalidatesTags: [] },
    requestEmailChange: { invalidatesTags: [] },
  },
});

export const {
  useLoginMutation,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useGetInvitationDetailsQuery,
  useSignUpMutation,
  useUpdateCurrentUserMutation,
  useUploadAvatarMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useChangePasswordMutation,
  useRequestEmailChangeMutation,
  useApplyEmailChangeMutation,
  useRefreshTokenMutation,
} = userApi;
export type { CurrentUser, InvitationDetails, LoginApiArg, Role, SignUpApiArg, TokenPair, UpdateCurrentUserApiArg } from './generated/user.gen';
