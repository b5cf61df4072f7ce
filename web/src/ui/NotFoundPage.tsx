import { useLingui } from '@lingui/react/macro';
import { ErrorView } from './ErrorView.tsx';

/** The path as a reader typed it (`%20` shown as a space), as the server's 404 page shows it. */
export function readablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** What a 404 names: the readable path with the query string as it came, as the server's 404 page. */
export function notFoundPath({ pathname, search }: { pathname: string; search: string }): string {
  return readablePath(pathname) + search;
}

/** 'Page Not Found: {path}' with status 404; the server sends the same text. */
export function NotFoundPage({ path }: { path: string }) {
  const { t } = useLingui();
  return <ErrorView statusCode={404} statusMessage={t`Page Not Found: ${path}`} path={path} />;
}
