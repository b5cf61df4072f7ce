// About the site and the legal pages.
import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

export const ABOUT_ROUTES: FeatureRoutes = {
  about: lazy(() => import('./AboutPage.tsx')),
  'about.imprint': lazy(() => import('./ImprintPage.tsx')),
  'about.data-protection': lazy(() => import('./DataProtectionPage.tsx')),
  'about.terms': lazy(() => import('./TermsPage.tsx')),
  'about.privacy': lazy(() => import('./PrivacyPage.tsx')),
  'about.accessibility': lazy(() => import('./AccessibilityPage.tsx')),
};
