import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { Mutex } from '@/shared/lib/mutex';
import { API_BASE_URL, API_PREFIX, REFRESH_TOKEN_TYPE } from '@/shared/config';
import { PUBLIC_ENDPOINTS } from './public-endpoints';
import { selectTokens, sessionExpired, tokensRefreshed, type StateWithTokens } from './session-events';
import { isUploadArgs, type UploadArgs } from './upload-args';

interface TokenPairResponse {
  access_token: string;
  refresh_token?: string;
}

function withBearer(headers: Headers, { getState, endpoint }: Pick<BaseQueryApi, 'getState' | 'endpoint'>): Headers {
  const { accessToken } = selectTokens(getState() as StateWithTokens);
  if (accessToken && !PUBLIC_ENDPOINTS.has(endpoint)) headers.set('authorization', `Bearer ${accessToken}`);
  return headers;
}

const fetchTransport = fetchBaseQuery({ baseUrl: API_BASE_URL, prepareHeaders: withBearer });

/** The arguments every request of the app takes: RTK Query's fetch arguments, or an upload with progress. */
export type QueryArgs = string | FetchArgs | UploadArgs;

/** One request, once, with the current bearer token: uploads over XMLHttpRequest, the rest over fetch. */
const rawBaseQuery: BaseQueryFn<QueryArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  if (!isUploadArgs(args)) return fetchTransport(args, api, extraOptions);
  const { xhrTransport } = await import(/* webpackChunkName: "upload" */ './xhr-transport');
  return xhrTransport(args, api, withBearer(new Headers(), api));
};

/** One refresh at a time for the whole app: concurrent 401s wait for it instead of refreshing again. */
const refreshMutex = new Mutex();

type ReauthBaseQuery = BaseQueryFn<QueryArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

/**
 * The one HTTP path of the SPA: every endpoint, download, preview and upload goes through it. Sends the
 * bearer token; on a 401 refreshes the tokens once (under the mutex) and retries once. With no refresh
 * token, or when the refresh fails, reports `sessionExpired` and returns the 401.
 */
export const baseQueryWithReauth: ReauthBaseQuery = async (args, api, extraOptions) => {
  await refreshMutex.waitForUnlock();
  const tokenUsed = selectTokens(api.getState() as StateWithTokens).accessToken;
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || PUBLIC_ENDPOINTS.has(api.endpoint)) return result;

  const reason = (result.error.data as { detail?: unknown } | undefined)?.detail;
  const refreshed = await refreshOnce(tokenUsed, api, extraOptions, typeof reason === 'string' ? reason : undefined);
  if (api.signal.aborted) return result;
  return refreshed ? rawBaseQuery(args, api, extraOptions) : result;
};

/** Resolves true when a usable access token is in place for the retry. */
async function refreshOnce(
  tokenUsed: string | null,
  api: Parameters<ReauthBaseQuery>[1],
  extraOptions: Parameters<ReauthBaseQuery>[2],
  reason: string | undefined,
): Promise<boolean> {
  return refreshMutex.runExclusive(async () => {
    const { accessToken, refreshToken } = selectTokens(api.getState() as StateWithTokens);
    // Another request refreshed while this one was in flight: just retry with the new token.
    if (accessToken && accessToken !== tokenUsed) return true;
    // The session ended while this request was in flight.
    if (!accessToken && tokenUsed) return false;
    if (!refreshToken) {
      api.dispatch(sessionExpired({ reason }));
      return false;
    }
    const response = await rawBaseQuery(
      {
        url: `${API_PREFIX}/user/token/refresh`,
        method: 'POST',
        body: { refresh_token: refreshToken, token_type: REFRESH_TOKEN_TYPE },
      },
      { ...api, endpoint: 'refreshToken' },
      extraOptions,
    );
    const data = response.data as TokenPairResponse | undefined;
    if (!data?.access_token) {
      api.dispatch(sessionExpired({ reason }));
      return false;
    }
    api.dispatch(tokensRefreshed({ accessToken: data.access_token, refreshToken: data.refresh_token ?? refreshToken }));
    return true;
  });
}
