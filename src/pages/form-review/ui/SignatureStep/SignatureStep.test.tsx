import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/model';
import { SignatureStep } from './SignatureStep';

jest.mock('../../lib/signature-png', () => ({
  canvasToPng: jest.fn(async () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })),
  typedSignaturePng: jest.fn(async (name: string) => new Blob([`typed:${name}`], { type: 'image/png' })),
}));

afterEach(() => jest.restoreAllMocks());

function renderStep(status = 200, detail = '') {
  const sent: { url: string; method: string; consent: string | null; signature: string }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const body = await request.formData();
    const signature = body.get('signature') as Blob;
    sent.push({
      url: new URL(request.url).pathname,
      method: request.method,
      consent: body.get('consent') as string,
      signature: await signature.text(),
    });
    return new Response(JSON.stringify(status === 200 ? { id: 'f1', status: 'signed' } : { detail }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const onSigned = jest.fn();
  const beforeSign = jest.fn(async () => undefined);
  render(
    <Provider store={makeStore({ session: { accessToken: 'a', refreshToken: 'r', user: null, status: 'authenticated' } })}>
      <SignatureStep
        formId="f1"
        consentText="I agree to sign this form electronically."
        signerName="Casey Client"
        beforeSign={beforeSign}
        onSigned={onSigned}
      />
    </Provider>,
  );
  return { sent, onSigned, beforeSign };
}

it('signs with a typed name only after explicit consent, saving the draft first', async () => {
  const { sent, onSigned, beforeSign } = renderStep();
  const sign = screen.getByRole('button', { name: 'Sign the form' });
  expect(sign).toBeDisabled(); // nothing drawn yet
  await userEvent.click(screen.getByRole('tab', { name: 'Type my name' }));
  expect(screen.getByLabelText('Your full name')).toHaveValue('Casey Client');
  expect(sign).toBeDisabled(); // no consent yet
  await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to sign this form electronically.' }));
  expect(sign).toBeEnabled();
  await userEvent.click(sign);
  await waitFor(() => expect(onSigned).toHaveBeenCalledWith({ id: 'f1', status: 'signed' }));
  expect(beforeSign).toHaveBeenCalled();
  expect(sent).toEqual([
    { url: '/api/frontend/intake-form/f1/sign', method: 'PUT', consent: 'true', signature: 'typed:Casey Client' },
  ]);
});

it('shows what the server says when signing is refused', async () => {
  renderStep(409, 'This form is signed and can no longer be changed.');
  await userEvent.click(screen.getByRole('tab', { name: 'Type my name' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign the form' }));
  expect(await screen.findByText('This form is signed and can no longer be changed.')).toBeInTheDocument();
});

it('offers a pad to draw on, with a way to clear it', () => {
  renderStep();
  expect(screen.getByLabelText('Signature pad: draw your signature')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign the form' })).toBeDisabled();
});

it("accepts a typed name only when it is the signer's, whatever the case and spacing", async () => {
  renderStep();
  await userEvent.click(screen.getByRole('tab', { name: 'Type my name' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
  const name = screen.getByLabelText('Your full name');
  const sign = screen.getByRole('button', { name: 'Sign the form' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Someone Else');
  expect(sign).toBeDisabled();
  expect(screen.getByText('Type your name as it is on this form: Casey Client.')).toBeInTheDocument();
  await userEvent.clear(name);
  await userEvent.type(name, '  casey   CLIENT ');
  expect(sign).toBeEnabled();
  expect(screen.queryByText(/Type your name as it is/)).toBeNull();
});
