/** The demo company the API seeds into an empty database. */
export type Role = 'admin' | 'marketer' | 'agent' | 'client';

export const DEMO_PASSWORD = 'cascade-demo';

export const DEMO_USERS: Record<Role, { email: string; password: string }> = {
  admin: { email: 'admin@demo.cascade.test', password: DEMO_PASSWORD },
  marketer: { email: 'marketer@demo.cascade.test', password: DEMO_PASSWORD },
  agent: { email: 'agent@demo.cascade.test', password: DEMO_PASSWORD },
  client: { email: 'client@demo.cascade.test', password: DEMO_PASSWORD },
};

/** Where each role lands after signing in. */
export const LANDING: Record<Role, string> = {
  admin: '/marketers',
  marketer: '/agents',
  agent: '/clients',
  client: '/materials',
};
