import { useLingui } from '@lingui/react/macro';
import { ErrorView } from './ErrorView.tsx';

/** 'Page Not Found: {path}' with status 404; the server sends the same text. */
export function NotFoundPage({ path }: { path: string }) {
  const { t } = useLingui();
  return <ErrorView statusCode={404} statusMessage={t`Page Not Found: ${path}`} path={path} />;
}
