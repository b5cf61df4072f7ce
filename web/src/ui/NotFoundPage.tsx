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

/** 'Page Not Found: {path}' with status 404; the server sends the same text. */
export function NotFoundPage({ path }: { path: string }) {
  const { t } = useLingui();
  return <ErrorView statusCode={404} statusMessage={t`Page Not Found: ${path}`} path={path} />;
}
