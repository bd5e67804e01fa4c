import { navigationFor } from './navigation';

const labels = (role: Parameters<typeof navigationFor>[0]) => {
  const { main, secondary } = navigationFor(role);
  return [...main, ...secondary].map((item) => item.label);
};

describe('navigationFor', () => {
  it('gives each role its sections', () => {
    expect(labels('admin')).toEqual([
      'Marketers',
      'Agents',
      'Clients',
      'Materials',
      'Archive',
      'Meetings',
      'Notifications',
      'Settings',
      'Audit log',
    ]);
    expect(labels('marketer')).toEqual(['Agents', 'Clients', 'Materials', 'Archive', 'Notifications']);
    expect(labels('agent')).toEqual(['Clients', 'Materials', 'Archive', 'Notifications']);
    expect(labels('client')).toEqual(['Materials', 'Notifications']);
  });

  it('links admins to company settings', () => {
    expect(navigationFor('admin').secondary.find((item) => item.label === 'Settings')?.to).toBe('/settings/company');
    expect(navigationFor('admin').secondary.find((item) => item.label === 'Audit log')?.to).toBe('/settings/audit');
  });
});
