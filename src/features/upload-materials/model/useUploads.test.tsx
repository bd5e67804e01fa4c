import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '../../../../tests/jest/content-harness';
import { installFakeTus, setOnline } from '../../../../tests/jest/fake-tus';
import { UploadButton } from '../ui/UploadButton/UploadButton';
import { UploadPanel } from '../ui/UploadPanel/UploadPanel';
import { UploadStorage, fingerprintOf } from './upload-storage';
import { useUploads } from './useUploads';

// The panel's logic end to end in the browser: the real tus client and the app's HTTP path, with a tus
// server at the network boundary (fetch and XMLHttpRequest).

function Uploads({ folderId = null }: { folderId?: string | null }) {
  const uploads = useUploads();
  return (
    <>
      <UploadButton onFiles={(files) => uploads.start(files, folderId)} />
      <UploadPanel
        items={uploads.items}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onDiscard={uploads.discard}
        onCancelAll={uploads.cancelAll}
        onClear={uploads.clear}
      />
    </>
  );
}

let users = 0;
/** A new user per test: each gets its own queue and its own list of unfinished uploads. */
const show = (folderId: string | null = null) => {
  const user = { id: `user-${(users += 1)}` };
  renderWithStore(<Uploads folderId={folderId} />, { user });
  return user.id;
};
const LAST_MODIFIED = 1_700_000_000_000;
const file = (name: string, size: number) =>
  new File(['x'.repeat(size)], name, { type: 'application/pdf', lastModified: LAST_MODIFIED });
const choose = (...files: File[]) => userEvent.upload(screen.getByLabelText('Choose files to upload'), files);
const row = (name: string) => screen.findByRole('listitem', { name });

let tus: ReturnType<typeof installFakeTus>;
beforeEach(() => {
  tus = installFakeTus();
  setOnline(true);
});
afterEach(() => {
  tus.restore();
  localStorage.clear();
  jest.restoreAllMocks();
});

it('creates the upload with its name and folder, sends the bytes with the bearer token, and says when it is done', async () => {
  show('f1');
  await choose(file('plan.pdf', 1000));
  await waitFor(() => expect(tus.patches).toHaveLength(1));
  expect([...tus.uploads.values()][0]).toMatchObject({
    length: 1000,
    metadata: { filename: 'plan.pdf', filetype: 'application/pdf', folder_id: 'f1' },
  });
  const item = await row('plan.pdf');
  act(() => tus.patches[0]!.progress(500));
  await waitFor(() =>
    expect(within(item).getByRole('progressbar', { name: 'Progress of plan.pdf' })).toHaveAttribute('aria-valuenow', '50'),
  );
  act(() => tus.patches[0]!.complete());
  expect(await within(item).findByText('Uploaded')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('1 of 1 uploaded.');
  expect(tus.requests).toEqual(['POST /material/uploads/ Bearer t', 'PATCH /material/uploads/up1 Bearer t']);
  expect(tus.patches[0]).toMatchObject({ offset: 0, size: 1000 });
  // Finished: nothing is left to continue after a reload.
  expect(localStorage.length).toBe(0);
});

it('waits out a dropped network and continues from the offset the server holds, not from zero', async () => {
  show();
  await choose(file('video.mp4', 1000));
  await waitFor(() => expect(tus.patches).toHaveLength(1));
  const item = await row('video.mp4');
  act(() => tus.patches[0]!.progress(700));
  act(() => {
    setOnline(false);
    tus.patches[0]!.fail(400); // the server made 400 bytes durable before the connection went
  });
  expect(await within(item).findByText('Offline')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Uploads paused: waiting for the network.');
  expect(tus.patches).toHaveLength(1);

  act(() => setOnline(true));
  await waitFor(() => expect(tus.patches).toHaveLength(2));
  expect(tus.requests.at(-2)).toBe('HEAD /material/uploads/up1 Bearer t');
  expect(tus.patches[1]).toMatchObject({ offset: 400, size: 600 });
  act(() => tus.patches[1]!.complete());
  expect(await within(item).findByText('Uploaded')).toBeInTheDocument();
});

it('sends at most three files at once; the next starts when one finishes', async () => {
  show();
  await choose(...['a', 'b', 'c', 'd', 'e'].map((name) => file(`${name}.pdf`, 10)));
  await waitFor(() => expect(tus.patches).toHaveLength(3));
  expect(within(await row('d.pdf')).getByText('Waiting')).toBeInTheDocument();
  act(() => tus.patches[1]!.complete());
  await waitFor(() => expect(tus.patches).toHaveLength(4));
  expect(tus.patches.map((patch) => patch.uploadId)).toEqual(['up1', 'up2', 'up3', 'up4']);
  expect(within(await row('e.pdf')).getByText('Waiting')).toBeInTheDocument();
});

it('after a reload lists the unfinished upload and continues it when the same file is chosen again', async () => {
  const user = `user-${users + 1}`;
  const video = file('video.mp4', 1000);
  tus.uploads.set('up7', { id: 'up7', length: 1000, offset: 300, metadata: {}, materialId: null });
  await new UploadStorage(user).addUpload(fingerprintOf(video, null), {
    size: 1000,
    metadata: { filename: 'video.mp4' },
    creationTime: new Date().toString(),
    uploadUrl: 'http://localhost/api/frontend/material/uploads/up7',
  } as never);
  expect(show()).toBe(user);

  const item = await row('video.mp4');
  expect(item).toHaveTextContent('Unfinished');
  expect(item).toHaveTextContent('Stopped at 300 B of 1.0 kB. Choose the same file again to continue.');
  expect(within(item).getByRole('button', { name: 'Discard video.mp4' })).toBeInTheDocument();

  await choose(video);
  await waitFor(() => expect(tus.patches).toHaveLength(1));
  expect(tus.requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  expect(tus.patches[0]).toMatchObject({ uploadId: 'up7', offset: 300, size: 700 });
  act(() => tus.patches[0]!.complete());
  expect(await within(item).findByText('Uploaded')).toBeInTheDocument();
});

it('discards an unfinished upload: the server drops it and the browser forgets it', async () => {
  const user = `user-${users + 1}`;
  tus.uploads.set('up3', { id: 'up3', length: 50, offset: 10, metadata: {}, materialId: null });
  await new UploadStorage(user).addUpload('root/old.pdf/application/pdf/50/1', {
    size: 50,
    metadata: { filename: 'old.pdf' },
    creationTime: new Date().toString(),
    uploadUrl: 'http://localhost/api/frontend/material/uploads/up3',
  } as never);
  show();
  const item = await row('old.pdf');
  await userEvent.click(within(item).getByRole('button', { name: 'Discard old.pdf' }));
  await waitFor(() => expect(tus.deleted).toEqual(['up3']));
  await waitFor(() => expect(localStorage.length).toBe(0));
  expect(screen.queryByRole('listitem', { name: 'old.pdf' })).not.toBeInTheDocument();
});

it('cancel after the last byte, before the answer: the request stops and the server is told to drop the upload', async () => {
  show();
  await choose(file('rates.pdf', 100));
  await waitFor(() => expect(tus.patches).toHaveLength(1));
  const item = await row('rates.pdf');
  act(() => tus.patches[0]!.progress(100));
  await waitFor(() =>
    expect(within(item).getByRole('progressbar', { name: 'Progress of rates.pdf' })).toHaveAttribute('aria-valuenow', '100'),
  );
  await userEvent.click(within(item).getByRole('button', { name: 'Cancel rates.pdf' }));
  expect(await within(item).findByText('Cancelled')).toBeInTheDocument();
  expect(tus.patches[0]!.aborted).toBe(true);
  await waitFor(() => expect(tus.deleted).toEqual(['up1']));
  expect(tus.requests.at(-1)).toBe('DELETE /material/uploads/up1 Bearer t');
  await waitFor(() => expect(localStorage.length).toBe(0));
});

it('shows a refusal with the server’s reason and does not retry it by itself', async () => {
  show();
  await choose(file('huge.bin', 10));
  await waitFor(() => expect(tus.patches).toHaveLength(1));
  act(() => tus.patches[0]!.respond(413, { detail: 'The file is larger than 2 GiB.' }));
  const item = await row('huge.bin');
  expect(await within(item).findByText('Failed: The file is larger than 2 GiB.')).toBeInTheDocument();
  expect(tus.patches).toHaveLength(1);
  expect(within(item).getByRole('button', { name: 'Retry huge.bin' })).toBeInTheDocument();
});
