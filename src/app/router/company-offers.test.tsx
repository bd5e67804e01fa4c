import { screen, within } from '@testing-library/react';
import { AuditLogPage } from '@/pages/audit-log';
import { CompanySettingsPage } from '@/pages/company-settings';
import { FormTemplatesPage } from '@/pages/settings/form-templates';
import { COMPANY_ACTIONS, COMPANY_POLICY, ROLES, type CompanyAction, type Role } from '@/shared/api';
import { mockApi, renderWithStore } from '../../../tests/jest/content-harness';
import { renderApp, signedIn } from './test-utils';

/**
 * Each role is rendered and what it is offered at company level — the settings entries of the
 * navigation, the company's form and logo, the audit log, the form template builder — is checked
 * against the company policy table generated from the server. Everything runs twice: on the table
 * and on its inverse (each action given to exactly the roles it is now refused to), so a screen that
 * decides by anything but the table fails one of the two.
 */
jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

type Table = Record<CompanyAction, readonly Role[]>;
const table = COMPANY_POLICY as Table;
const original: Table = { ...table };
function inverse(): Table {
  const flipped = {} as Record<CompanyAction, readonly Role[]>;
  for (const action of COMPANY_ACTIONS) flipped[action] = ROLES.filter((role) => !original[action].includes(role));
  return flipped;
}

const company = { id: 'c1', name: 'Acme', address: '1 Main', phone: null, website: null, email: 'hq@acme.test', logo: null };
const viewer = (role: Role) => ({
  id: `u-${role}`,
  membership_id: `m-${role}`,
  email: `${role}@acme.test`,
  first_name: 'Ada',
  last_name: 'Lovelace',
  role,
  invited_by_id: role === 'admin' ? null : 'up',
  company: { id: 'c1', name: 'Acme', logo: null },
});

describe.each([
  ['the table', () => original],
  ['the inverse table', inverse],
] as const)('on %s', (_name, tableOf) => {
  let current: Table;
  beforeEach(() => {
    current = tableOf();
    Object.assign(table, current);
  });
  afterEach(() => Object.assign(table, original));
  const may = (role: Role, action: CompanyAction) => current[action].includes(role);

  describe.each(ROLES)('a signed-in %s', (role) => {
    it('has the settings entries of the navigation the table gives it', async () => {
      renderApp('/settings/profile', { session: signedIn(role) });
      const account = await screen.findByRole('navigation', { name: 'Account' });
      const links = within(account)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(links).toEqual([
        '/notifications',
        may(role, 'manageCompany') ? '/settings/company' : '/settings/profile',
        ...(may(role, 'manageFormTemplates') ? ['/settings/forms'] : []),
        ...(may(role, 'readAudit') ? ['/settings/audit'] : []),
      ]);
    });

    it('may edit the company’s details and logo exactly when the table lets it manage the company', async () => {
      mockApi({ 'GET /company/': company, 'GET /user-company/invitations': [] });
      renderWithStore(<CompanySettingsPage />, { user: viewer(role) });
      const allowed = may(role, 'manageCompany');
      // The company has loaded once its form (to those who may change it) or its details show.
      if (allowed) await screen.findByRole('button', { name: 'Save company' });
      else await within(screen.getByRole('region', { name: 'Details' })).findByText('hq@acme.test');
      expect(screen.queryByRole('button', { name: 'Save company' }) !== null).toBe(allowed);
      expect(screen.queryByLabelText('Company logo') !== null).toBe(allowed);
    });

    it('reads the audit log exactly when the table lets it', async () => {
      const calls = mockApi({
        'GET /audit/': { items: [], total: 0, page: 1, size: 20, pages: 0 },
        'GET /user-company/': { items: [], total: 0, page: 1, size: 100, pages: 0 },
      });
      renderWithStore(<AuditLogPage />, { user: viewer(role) });
      if (may(role, 'readAudit')) {
        expect(await screen.findByText('No entries')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
      } else {
        expect(screen.getByText('Only company admins can read the audit log.')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
        expect(calls.filter((call) => call.path.startsWith('/audit/'))).toEqual([]);
      }
    });

    it('builds form templates, and sees the archived ones, exactly when the table lets it', async () => {
      const calls = mockApi({ 'GET /intake-form-template/': [] });
      renderWithStore(<FormTemplatesPage />, { user: viewer(role) });
      if (may(role, 'manageFormTemplates')) {
        expect(await screen.findByText('No templates yet')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'New template' })).toBeInTheDocument();
        const list = calls.find((call) => call.path === '/intake-form-template/')!;
        expect(list.search.get('include_archived')).toBe(String(may(role, 'seeArchivedTemplates')));
      } else {
        expect(screen.getByText('Only company admins can build form templates.')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument();
        expect(calls).toEqual([]);
      }
    });
  });
});
