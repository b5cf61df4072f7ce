// Routes without a page of their own yet share the placeholder's chunk.
import { lazy } from 'react';
import type { LazyPage } from '../../routes/page-props.ts';

export const PLACEHOLDER_PAGE: LazyPage = lazy(() => import('./PlaceholderPage.tsx'));
