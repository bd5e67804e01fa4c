import type { Dispatch } from '@reduxjs/toolkit';
import type { NavigateFunction } from 'react-router-dom';
import { logout } from '@/features/logout';
import { LOGIN_PATH } from './redirect';

/**
 * Set while a person signs out on purpose. The auth guard sees the session end before the router has
 * moved on (router updates are transitions, store updates are not) and would otherwise send them to
 * "sign in and come back here"; a deliberate sign-out goes to the plain sign-in page instead.
 */
let signingOut = false;

export function isSigningOut(): boolean {
  return signingOut;
}

export function signOutFinished(): void {
  signingOut = false;
}

/** Sign out (spec §4: clears user, tokens and cookies), then the sign-in page. */
export function signOut(dispatch: Dispatch, navigate: NavigateFunction): void {
  signingOut = true;
  logout(dispatch);
  void navigate(LOGIN_PATH, { replace: true });
}
