// A signed-in user without the permission a page needs is sent to the workspace start page
// (the auth-guard redirects), told why in a toast. The dashboard needs sign-in
// only, so this never loops. The server refuses the page's API all the same.
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { message } from '@poct/schemas';
import { useLocale, useLocalizePath } from '../i18n/use-locale.ts';
import { showToast } from '../ui/toast-queue.ts';

export function ForbiddenRedirect() {
  const locale = useLocale();
  const localize = useLocalizePath();
  useEffect(() => {
    showToast({ severity: 'error', detail: 'error.fatal', text: message('error.403', locale) });
  }, [locale]);
  return <Navigate to={localize('/ds')} replace />;
}
