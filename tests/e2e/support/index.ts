export { apiTokens, loginAs } from './auth';
export { DEMO_PASSWORD, DEMO_USERS, LANDING, type Role } from './demo-users';
export { LOG_FILES, readLog, waitForLog } from './logs';
export { freshAdmin, inviteCompany, mailedLink, PASSWORD, pathOf, TINY_PNG, uniqueEmail } from './identity';
export { accessTokenFor, useAccessToken } from './tokens';
export { GUEST_PAGES, pagesFor, ROLE_PAGES } from './pages';
export { join } from './join';
export { seedLists } from './seed';
