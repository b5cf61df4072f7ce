// The error page: status code, status message and description, with a way
// back home. Used for 404 (unknown paths), 403 (guards) and 500 (anything that broke).
import { Trans, useLingui } from '@lingui/react/macro';
import { localizePath, stripLocalePrefix } from '@poct/schemas';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { Link } from './Link.tsx';

export interface ErrorViewProps {
  statusCode: number;
  statusMessage?: string;
  description?: string;
  /** The page's address, for the locale of the home link; defaults to the window's. */
  path?: string;
  /** The home link's text, for when no catalogue could be loaded (main.tsx). */
  homeLabel?: string;
}

export function ErrorView({ statusCode, statusMessage, description, path, homeLabel }: ErrorViewProps) {
  const { t } = useLingui();
  const notFound = statusCode === 404;
  const title = statusMessage ?? (notFound ? t`Page Not Found` : t`Internal Server Error`);
  useDocumentTitle(title);
  const locale = stripLocalePrefix(path ?? window.location.pathname).locale;
  return (
    <section className="error-view" aria-labelledby="error-title">
      <p className="error-view__code">{statusCode}</p>
      <h1 id="error-title" className="error-view__title">
        {title}
      </h1>
      <p className="error-view__description">
        {description ??
          (notFound
            ? t`The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.`
            : t`Something wrong happened. Try again later or contact the administrator.`)}
      </p>
      <p>
        <Link href={localizePath('/', locale)} variant="button">
          {homeLabel ?? <Trans>Back to the home page</Trans>}
        </Link>
      </p>
    </section>
  );
}
