import { DraftSaver, type SaveState } from './draft-saver';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function saverWith(save: jest.Mock) {
  const states: SaveState[] = [];
  const saver = new DraftSaver<Record<string, unknown>>({ version: 3, save, onState: (s) => states.push(s), delayMs: 800 });
  return { saver, states };
}

it('saves once, a moment after the last change, with the latest answers and the version it started from', async () => {
  const save = jest.fn(async () => ({ version: 4 }));
  const { saver, states } = saverWith(save);
  saver.schedule({ name: 'C' });
  await jest.advanceTimersByTimeAsync(500);
  saver.schedule({ name: 'Ca' });
  await jest.advanceTimersByTimeAsync(500);
  saver.schedule({ name: 'Casey' });
  expect(save).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(800);
  expect(save).toHaveBeenCalledTimes(1);
  expect(save).toHaveBeenCalledWith({ name: 'Casey' }, 3);
  expect(states.at(-1)).toBe('saved');
  saver.schedule({ name: 'Casey C' });
  await jest.advanceTimersByTimeAsync(800);
  expect(save).toHaveBeenLastCalledWith({ name: 'Casey C' }, 4);
});

it('saves at once when flushed (leaving the page), without waiting for the delay', async () => {
  const save = jest.fn(async () => ({ version: 4 }));
  const { saver } = saverWith(save);
  saver.schedule({ name: 'Casey' });
  await saver.flush();
  expect(save).toHaveBeenCalledWith({ name: 'Casey' }, 3);
  await jest.advanceTimersByTimeAsync(2000);
  expect(save).toHaveBeenCalledTimes(1);
});

it('never runs two saves at once: a change during a save goes next, from the new version', async () => {
  let finish: (v: { version: number }) => void = () => undefined;
  const save = jest.fn(() => new Promise<{ version: number }>((resolve) => (finish = resolve)));
  const { saver } = saverWith(save);
  saver.schedule({ n: 1 });
  await jest.advanceTimersByTimeAsync(800);
  saver.schedule({ n: 2 });
  await jest.advanceTimersByTimeAsync(800);
  expect(save).toHaveBeenCalledTimes(1);
  finish({ version: 4 });
  await jest.advanceTimersByTimeAsync(900);
  expect(save).toHaveBeenCalledTimes(2);
  expect(save).toHaveBeenLastCalledWith({ n: 2 }, 4);
});

it('stops on a 409 and reports a conflict; nothing more is saved', async () => {
  const save = jest.fn(async () => Promise.reject({ status: 409, data: { detail: 'changed elsewhere' } }));
  const { saver, states } = saverWith(save);
  saver.schedule({ n: 1 });
  await jest.advanceTimersByTimeAsync(800);
  expect(states.at(-1)).toBe('conflict');
  saver.schedule({ n: 2 });
  await jest.advanceTimersByTimeAsync(2000);
  expect(save).toHaveBeenCalledTimes(1);
});

it('keeps the answers after a network error and sends them with the next save', async () => {
  const save = jest.fn().mockRejectedValueOnce({ status: 'FETCH_ERROR' }).mockResolvedValue({ version: 4 });
  const { saver, states } = saverWith(save);
  saver.schedule({ n: 1 });
  await jest.advanceTimersByTimeAsync(800);
  expect(states.at(-1)).toBe('offline');
  await saver.flush();
  expect(save).toHaveBeenLastCalledWith({ n: 1 }, 3);
  expect(states.at(-1)).toBe('saved');
});

it('reports the answers the server refused while the rest are saved', async () => {
  const rejected = [{ field: 'email', message: 'Enter an email address like name@example.com.' }];
  const save = jest.fn().mockResolvedValueOnce({ version: 4, rejected }).mockResolvedValue({ version: 5, rejected: [] });
  const seen: [SaveState, unknown][] = [];
  const saver = new DraftSaver<Record<string, unknown>>({ version: 3, save, onState: (s, r) => seen.push([s, r]) });
  saver.schedule({ email: 'typo@example', street: '12 Elm Street' });
  await saver.flush();
  expect(seen.at(-1)).toEqual(['invalid', rejected]);
  saver.schedule({ email: 'typo@example.com', street: '12 Elm Street' });
  await saver.flush();
  expect(seen.at(-1)).toEqual(['saved', []]);
});

it('tells an unreachable server from a failing one, and tries again later rather than at once', async () => {
  const save = jest.fn().mockRejectedValueOnce({ status: 500 }).mockResolvedValue({ version: 4 });
  const { saver, states } = saverWith(save);
  saver.schedule({ n: 1 });
  await jest.advanceTimersByTimeAsync(800);
  expect(states.at(-1)).toBe('error');
  await jest.advanceTimersByTimeAsync(5000);
  expect(save).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(5000);
  expect(save).toHaveBeenCalledTimes(2);
  expect(states.at(-1)).toBe('saved');
});
