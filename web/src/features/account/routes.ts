// The account's pages: sign-in, registration, e-mail confirmation, password reset, profile.
import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

export const ACCOUNT_ROUTES: FeatureRoutes = {
  register: lazy(() => import('./RegisterPage.tsx')),
  'register-success': lazy(() => import('./RegisterSuccessPage.tsx')),
  'verify-email': lazy(() => import('./VerifyEmailPage.tsx')),
  welcome: lazy(() => import('./WelcomePage.tsx')),
  'forgot-password': lazy(() => import('./ForgotPasswordPage.tsx')),
  'reset-password': lazy(() => import('./ResetPasswordPage.tsx')),
  'ds.profile': lazy(() => import('./ProfilePage.tsx')),
  login: lazy(() => import('./LoginPage.tsx')),
};
