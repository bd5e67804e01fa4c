import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit';
import { Upload } from 'tus-js-client';
import { installFakeTus } from '../../../tests/jest/fake-tus';
import { baseApi } from './baseApi';
import { resumableHttpStack, resumableUploadsEndpoint } from './resumable-transport';
import { tokensRefreshed, type TokenState } from './session-events';
import type { TransferDispatch } from './transfer';

/** A stand-in for the session entity: the token state the API layer reads and the refresh updates. */
function makeStore(tokens: TokenState) {
  const session = createSlice({
    name: 'session',
    initialState: tokens,
    reducers: {},
    extraReducers: (builder) => builder.addCase(tokensRefreshed, (state, action) => ({ ...state, ...action.payload })),
  });
  return configureStore({
    reducer: combineSlices(baseApi, session),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

let tus: ReturnType<typeof installFakeTus>;
let refreshes = 0;
beforeEach(() => {
  refreshes = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (!request.url.endsWith('/user/token/refresh')) return Response.json({ detail: 'Not found' }, { status: 404 });
    refreshes += 1;
    return Response.json({ access_token: `fresh${refreshes}`, token_type: 'bearer' });
  });
  tus = installFakeTus({ token: 'first' });
});
afterEach(() => {
  tus.restore();
  jest.restoreAllMocks();
});

it('sends every request of a resumable upload with the current token; a chunk refused for an expired one is refreshed once and sent again', async () => {
  const store = makeStore({ accessToken: 'first', refreshToken: 'r1' });
  const finished = new Promise<string | undefined>((resolve, reject) => {
    const upload = new Upload(new Blob(['abcdefghij']), {
      endpoint: resumableUploadsEndpoint(),
      httpStack: resumableHttpStack(store.dispatch as TransferDispatch),
      chunkSize: 4,
      storeFingerprintForResuming: false,
      onSuccess: ({ lastResponse }) => resolve(lastResponse.getHeader('Material-Id')),
      onError: reject,
    });
    upload.start();
  });
  const next = async (count: number) => {
    while (tus.patches.length < count) await new Promise((resolve) => setTimeout(resolve, 1));
    return tus.patches[count - 1]!;
  };
  (await next(1)).complete();
  tus.accepted.token = 'fresh1'; // the access token expires between two chunks
  (await next(2)).complete(); // refused: 401
  (await next(3)).complete();
  (await next(4)).complete();

  expect(await finished).toBe('m-up1');
  expect(refreshes).toBe(1);
  expect(tus.requests).toEqual([
    'POST /material/uploads/ Bearer first',
    'PATCH /material/uploads/up1 Bearer first',
    'PATCH /material/uploads/up1 Bearer first',
    'PATCH /material/uploads/up1 Bearer fresh1',
    'PATCH /material/uploads/up1 Bearer fresh1',
  ]);
  expect(tus.patches.map((patch) => [patch.offset, patch.size])).toEqual([
    [0, 4],
    [4, 4],
    [4, 4],
    [8, 2],
  ]);
});

it('never sends the token anywhere but the API', async () => {
  const store = makeStore({ accessToken: 'first', refreshToken: 'r1' });
  const stack = resumableHttpStack(store.dispatch as TransferDispatch);
  await expect(stack.createRequest('HEAD', 'https://elsewhere.example/uploads/1').send(null)).rejects.toThrow(
    'A resumable upload may only be sent to the API',
  );
  expect(tus.requests).toEqual([]);
});
