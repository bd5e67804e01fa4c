import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/model';
import { SignatureStep } from './SignatureStep';

// A pad that records strokes like react-signature-canvas (the real one needs a canvas jsdom lacks):
// a pointer press and release draws a stroke and ends it with onEnd.
jest.mock('react-signature-canvas', () => ({
  __esModule: true,
  default: forwardRef(function FakePad(
    props: { onEnd?: () => void; canvasProps?: Record<string, unknown> },
    ref: React.Ref<unknown>,
  ) {
    const strokes = useRef(0);
    const canvas = useRef<HTMLCanvasElement>(null);
    useImperativeHandle(ref, () => ({
      isEmpty: () => strokes.current === 0,
      clear: () => (strokes.current = 0),
      getCanvas: () => Object.assign(canvas.current!, { strokes: strokes.current }),
    }));
    return (
      <canvas
        ref={canvas}
        {...props.canvasProps}
        onPointerDown={() => undefined}
        onPointerUp={() => {
          strokes.current += 1;
          props.onEnd?.();
        }}
      />
    );
  }),
}));
jest.mock('../../lib/signature-png', () => ({
  canvasToPng: jest.fn(
    async (canvas: HTMLCanvasElement & { strokes: number }) => new Blob([`drawn:${canvas.strokes}`], { type: 'image/png' }),
  ),
  typedSignaturePng: jest.fn(),
}));

afterEach(() => jest.restoreAllMocks());

it('signs with what was drawn; clearing the pad asks for a new signature first', async () => {
  const sent: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    sent.push(await ((await (input as Request).formData()).get('signature') as Blob).text());
    return new Response(JSON.stringify({ id: 'f1', status: 'signed' }), { headers: { 'content-type': 'application/json' } });
  });
  const onSigned = jest.fn();
  render(
    <Provider store={makeStore({ session: { accessToken: 'a', refreshToken: 'r', user: null, status: 'authenticated' } })}>
      <SignatureStep formId="f1" consentText="I agree." signerName="Casey Client" onSigned={onSigned} />
    </Provider>,
  );
  const pad = screen.getByLabelText('Signature pad: draw your signature');
  const sign = screen.getByRole('button', { name: 'Sign the form' });
  await userEvent.click(screen.getByRole('checkbox', { name: 'I agree.' }));
  expect(sign).toBeDisabled(); // consent alone is not a signature
  fireEvent.pointerDown(pad);
  fireEvent.pointerUp(pad);
  expect(sign).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(sign).toBeDisabled();
  fireEvent.pointerDown(pad);
  fireEvent.pointerUp(pad);
  fireEvent.pointerDown(pad);
  fireEvent.pointerUp(pad);
  await userEvent.click(sign);
  await waitFor(() => expect(onSigned).toHaveBeenCalledWith({ id: 'f1', status: 'signed' }));
  expect(sent).toEqual(['drawn:2']);
});
