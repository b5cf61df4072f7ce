// The router's error element: whatever a page threw (a failed chunk load, a bug) ends here
// instead of a blank screen. A 404 response shows the not-found page, anything else a 500.
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { DefaultLayoutFrame } from './layouts/DefaultLayout.tsx';
import { ErrorView } from '../ui/ErrorView.tsx';
import { NotFoundPage, notFoundPath } from '../ui/NotFoundPage.tsx';

export function RouterErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const { pathname } = location;
  console.error(error);
  const response = isRouteErrorResponse(error) ? error : null;
  return (
    <DefaultLayoutFrame>
      {response?.status === 404 ? (
        <NotFoundPage path={notFoundPath(location)} />
      ) : (
        <ErrorView
          statusCode={response?.status ?? 500}
          statusMessage={response?.statusText || undefined}
          path={pathname}
        />
      )}
    </DefaultLayoutFrame>
  );
}
