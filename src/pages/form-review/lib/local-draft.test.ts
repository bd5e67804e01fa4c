import { LocalDraft, localDraftStore, unconfirmed } from './local-draft';

beforeEach(() => window.localStorage.clear());

it('treats what the server stores (trimmed, empty answers dropped) as confirmed', () => {
  expect(unconfirmed({ city: ' Springfield ', notes: '', conditions: [] }, { city: 'Springfield' })).toEqual({});
  expect(unconfirmed({ conditions: ['A', 'B'] }, { conditions: ['A'] })).toEqual({ conditions: ['A', 'B'] });
  expect(unconfirmed({ dependents: 2 }, { dependents: 2 })).toEqual({});
});

it('keeps a cleared answer as empty, so a later visit does not bring the old one back', () => {
  expect(unconfirmed({ city: '' }, { city: 'Springfield' })).toEqual({ city: '' });
});

it('keeps per form and template version, and forgets what the server confirmed', () => {
  const draft = new LocalDraft(localDraftStore('f1', 'v1'), { city: 'Old' });
  draft.typed({ city: 'New', street: '12 Elm Street' });
  expect(new LocalDraft(localDraftStore('f1', 'v1'), { city: 'Old' }).initial).toEqual({
    city: 'New',
    street: '12 Elm Street',
  });
  expect(new LocalDraft(localDraftStore('f1', 'v2'), {}).initial).toEqual({});
  draft.confirm({ city: 'New' });
  expect(window.localStorage.getItem('cascade.form-draft.f1.v1')).toBe('{"street":"12 Elm Street"}');
  draft.confirm({ city: 'New', street: '12 Elm Street' });
  expect(window.localStorage.getItem('cascade.form-draft.f1.v1')).toBeNull();
  expect(draft.pending).toBe(false);
});
