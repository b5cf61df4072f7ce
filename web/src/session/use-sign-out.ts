import { useNavigate } from 'react-router';
import { useLocalizePath } from '../i18n/use-locale.ts';
import { useSession } from './use-session.ts';

/**
 * Logs out and goes to the home page. It leaves the page first, so a guarded page does not
 * see the session end and send the user to the login page instead.
 */
export function useSignOut(): () => void {
  const { logout } = useSession();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  return () => {
    // react-router renders navigations in a transition, but the session change renders at once:
    // without flushSync the old page would still be on screen when the session ends.
    void Promise.resolve(navigate(localize('/'), { flushSync: true })).then(logout);
  };
}
