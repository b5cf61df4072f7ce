// Where to go after signing in. The login address carries the page the visitor wanted as
// `?redirect=`; only same-site paths are followed, so a crafted link cannot send a user
// elsewhere after login.
import { localizePath, stripLocalePrefix } from '@poct/schemas';

export const RETURN_PARAM = 'redirect';

export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const bare = stripLocalePrefix(value).path;
  // Back to a guest page would bounce straight off the guest guard again.
  if (
    ['/login', '/register', '/forgot-password', '/reset-password'].some((p) => bare.split(/[?#]/)[0] === p)
  ) {
    return null;
  }
  return value;
}

/** The login page in the locale of `from`, remembering `from` (path, query and hash). */
export function loginPathFor(from: string): string {
  const { locale } = stripLocalePrefix(from);
  return localizePath(`/login?${RETURN_PARAM}=${encodeURIComponent(from)}`, locale);
}
