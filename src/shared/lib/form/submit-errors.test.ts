import { FORM_ERROR } from 'final-form';
import { submitErrors } from './submit-errors';

describe('submitErrors', () => {
  it('puts field errors next to their fields and the detail above the form', () => {
    const error = { status: 400, data: { detail: 'Check the fields.', errors: [{ field: 'phone', message: 'Too short.' }] } };
    expect(submitErrors(error, 'fallback')).toEqual({ phone: 'Too short.', [FORM_ERROR]: 'Check the fields.' });
    expect(submitErrors(error, 'fallback', { phone: 'mobile' })).toMatchObject({ mobile: 'Too short.' });
  });

  it('falls back when the answer has no detail', () => {
    expect(submitErrors({ status: 500, data: {} }, 'Try again.')).toEqual({ [FORM_ERROR]: 'Try again.' });
    expect(submitErrors({ status: 'FETCH_ERROR', error: 'x' }, 'Try again.')[FORM_ERROR]).toMatch(/could not reach/);
  });
});
