export { displayName, initialsOf, roleLabel } from './lib/display';
export { landingPathFor } from './lib/landing';
export { startSessionListeners } from './model/listeners';
export { restoreSession } from './model/restore';
export {
  loggedOut,
  restoreFailed,
  restoreSkipped,
  selectCurrentUser,
  selectIsAuthenticated,
  selectPolicyViewer,
  selectSession,
  selectSessionNotice,
  selectSessionStatus,
  sessionSlice,
  tokensReceived,
} from './model/slice';
export type { SessionState, SessionStatus } from './model/slice';
export { UserAvatar } from './ui/UserAvatar/UserAvatar';
export type { UserAvatarProps } from './ui/UserAvatar/UserAvatar';
