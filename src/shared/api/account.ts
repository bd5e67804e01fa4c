import type { SignUpApiArg } from './generated/user.gen';
import { userApi } from './user';

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

/** The `user` tag, account part: sign-up and the avatar upload send multipart bodies. */
export const accountApi = userApi.enhanceEndpoints({
  endpoints: {
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
  useGetInvitationDetailsQuery,
  useSignUpMutation,
  useUpdateCurrentUserMutation,
  useUploadAvatarMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useChangePasswordMutation,
  useRequestEmailChangeMutation,
  useApplyEmailChangeMutation,
} = accountApi;
