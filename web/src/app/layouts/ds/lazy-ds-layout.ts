// The workspace layout loads with the first workspace page, not with the public shell.
import { lazy } from 'react';

export const DsLayout = lazy(() => import('./DsLayout.tsx'));
