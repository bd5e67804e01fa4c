import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/model';
import { SignatureStep } from './SignatureStep';

// Pads that record strokes like react-signature-canvas (the real one needs a canvas jsdom lacks): a pointer
// press and release draws a stroke and ends it with onEnd; each pad's image names the pad and its strokes.
jest.mock('react-signature-canvas', () => ({
  __esModule: true,
  default: forwardRef(function FakePad(
    props: { onEnd?: () => void; canvasProps?: Record<string, unknown> },
    ref: React.Ref<unknown>,
  ) {
    const strokes = useRef(0);
    const canvas = useRef<HTMLCanvasElement>(null);
    const name = String(props.canvasProps?.['aria-label']).split(':')[0];
    useImperativeHandle(ref, () => ({
      isEmpty: () => strokes.current === 0,
      clear: () => (strokes.current = 0),
      toDataURL: () => `data:image/png;base64,${btoa(`${name}:${strokes.current}`)}`,
      getCanvas: () => Object.assign(canvas.current!, { drawn: `${name}:${strokes.current}` }),
    }));
    return (
      <canvas
        ref={canvas}
        {...props.canvasProps}
        onPointerUp={() => {
          strokes.current += 1;
          props.onEnd?.();
        }}
      />
    );
  }),
}));
jest.mock('../../lib/signature-png', () => ({
  canvasToPng: jest.fn(async (canvas: HTMLCanvasElement & { drawn: string }) => new Blob([canvas.drawn], { type: 'image/png' })),
  typedSignaturePng: jest.fn(async (text: string) => new Blob([`typed:${text}`], { type: 'image/png' })),
}));

afterEach(() => jest.restoreAllMocks());

function renderStep() {
  const sent: { signature: string; initials: string | null }[] = [];
  const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const body = await (input as Request).formData();
    const initials = body.get('initials') as Blob | null;
    sent.push({ signature: await (body.get('signature') as Blob).text(), initials: initials ? await initials.text() : null });
    return new Response(JSON.stringify({ id: 'f1', status: 'draft' }), { headers: { 'content-type': 'application/json' } });
  });
  const onSigned = jest.fn();
  render(
    <Provider store={makeStore({ session: { accessToken: 'a', refreshToken: 'r', user: null, status: 'authenticated' } })}>
      <SignatureStep formId="f1" consentText="I agree." signerName="Casey Client" onSigned={onSigned} initialsPages={[1, 6]} />
    </Provider>,
  );
  return { sent, fetch, onSigned };
}

const stroke = (label: string) => {
  const pad = screen.getByLabelText(label);
  fireEvent.pointerDown(pad);
  fireEvent.pointerUp(pad);
};
const places = () => within(screen.getByRole('list', { name: 'Where your initials go' })).getAllByRole('listitem');

it('draws the initials once and shows them in each place they go', () => {
  renderStep();
  expect(places().map((p) => p.textContent)).toEqual(['Page 1Not made yet', 'Page 6Not made yet']);
  stroke('Initials pad: draw your initials');
  stroke('Initials pad: draw your initials');
  for (const place of places()) {
    const image = within(place).getByRole('img', { name: 'Your drawn initials' });
    expect(atob(image.getAttribute('src')!.split(',')[1]!)).toBe('Initials pad:2');
  }
  // Cleared: gone from every place.
  fireEvent.click(screen.getByRole('button', { name: 'Clear initials' }));
  expect(screen.queryAllByRole('img', { name: 'Your drawn initials' })).toHaveLength(0);
});

it('applies the drawn initials only with the consent: nothing is sent before, both marks after', async () => {
  const { sent, fetch, onSigned } = renderStep();
  const sign = screen.getByRole('button', { name: 'Sign the form' });
  stroke('Signature pad: draw your signature');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I agree.' }));
  expect(sign).toBeDisabled(); // the initials are still to be made
  stroke('Initials pad: draw your initials');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I agree.' }));
  expect(sign).toBeDisabled(); // consent taken back
  expect(fetch).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'I agree.' }));
  await userEvent.click(sign);
  await waitFor(() => expect(onSigned).toHaveBeenCalled());
  expect(sent).toEqual([{ signature: 'Signature pad:1', initials: 'Initials pad:1' }]);
});

it('types the initials instead: shown in each place, sent as typed, required', async () => {
  const { sent, onSigned } = renderStep();
  await userEvent.click(screen.getByRole('tab', { name: 'Type initials' }));
  const typed = screen.getByRole('textbox', { name: 'Your initials' });
  expect(typed).toHaveValue('CC');
  await userEvent.clear(typed);
  await userEvent.type(typed, 'CQC');
  expect(places().map((p) => p.textContent)).toEqual(['Page 1CQC', 'Page 6CQC']);
  stroke('Signature pad: draw your signature');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I agree.' }));
  const sign = screen.getByRole('button', { name: 'Sign the form' });
  await userEvent.clear(typed);
  expect(sign).toBeDisabled();
  await userEvent.type(typed, 'CQC');
  await userEvent.click(sign);
  await waitFor(() => expect(onSigned).toHaveBeenCalled());
  expect(sent).toEqual([{ signature: 'Signature pad:1', initials: 'typed:CQC' }]);
});
