export { apiTokens, loginAs } from './auth';
export { DEMO_PASSWORD, DEMO_USERS, LANDING, type Role } from './demo-users';
export { LOG_FILES, readLog, waitForLog } from './logs';
export { freshAdmin, inviteCompany, mailedLink, PASSWORD, pathOf, TINY_PNG, uniqueEmail } from './identity';
export { accessTokenFor, useAccessToken } from './tokens';
export { join } from './join';
export { seedLists, seedPages, type PageFixtures } from './seed';
