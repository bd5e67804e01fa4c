import type { RouteObject } from 'react-router-dom';
import type { Role } from '@/shared/api';
import { RequireQuery } from './guards/RequireQuery';
import { lazyPage } from './lazy-page';

const signUp = (role: Role) =>
  lazyPage(
    () => import(/* webpackChunkName: "page-sign-up" */ '@/pages/auth/sign-up'),
    ({ SignUpPage }) =>
      function RoleSignUp() {
        return <SignUpPage role={role} />;
      },
  );

/** Signed-out pages (the guest guard wraps them). */
export const guestRoutes: RouteObject[] = [
  {
    path: 'auth/login',
    handle: { title: 'Sign in' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-login" */ '@/pages/auth/login'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'auth/forgot-password',
    handle: { title: 'Reset your password' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-forgot-password" */ '@/pages/auth/forgot-password'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'auth/reset-sent',
    handle: { title: 'Check your email' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-reset-sent" */ '@/pages/auth/reset-sent'),
      (m) => m.ResetSentPage,
    ),
  },
  {
    path: 'auth/invitation-confirm',
    handle: { title: 'Accept your invitation' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-invitation-confirm" */ '@/pages/auth/invitation-confirm'),
      (m) => m.InvitationConfirmPage,
    ),
  },
  {
    element: <RequireQuery keys={['email']} />,
    children: (['admin', 'agent', 'client'] as const).map((role) => ({
      path: `auth/signup-${role}`,
      handle: { title: 'Create your account' },
      lazy: signUp(role),
    })),
  },
  {
    element: <RequireQuery keys={['token', 'email']} />,
    children: [
      {
        path: 'auth/signup-company',
        handle: { title: 'Register your company' },
        lazy: lazyPage(
          () => import(/* webpackChunkName: "page-company-sign-up" */ '@/pages/auth/company-sign-up'),
          (m) => m.CompanySignUpPage,
        ),
      },
    ],
  },
  { path: 'auth/signup-marketer', handle: { title: 'Create your account' }, lazy: signUp('marketer') },
];

/** Pages open to everyone, signed in or not. */
export const openRoutes: RouteObject[] = [
  {
    path: 'welcome',
    handle: { title: 'Welcome' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-welcome" */ '@/pages/welcome'),
      (m) => m.WelcomePage,
    ),
  },
  {
    path: 'auth/password-new',
    handle: { title: 'Choose a new password' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-password-new" */ '@/pages/auth/password-new'),
      (m) => m.PasswordNewPage,
    ),
  },
  {
    path: 'auth/confirm-email-change',
    handle: { title: 'Confirm your new email' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-confirm-email-change" */ '@/pages/auth/confirm-email-change'),
      (m) => m.ConfirmEmailChangePage,
    ),
  },
  {
    path: 'unsubscribe',
    handle: { title: 'Unsubscribe' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-unsubscribe" */ '@/pages/unsubscribe'),
      (m) => m.UnsubscribePage,
    ),
  },
];
