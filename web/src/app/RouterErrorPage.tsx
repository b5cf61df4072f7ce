// The error page of app/RouteErrorBoundary.tsx: whatever a page threw ends here as a 500
// instead of a blank screen.
import { useLocation } from 'react-router';
import { DefaultLayoutFrame } from './layouts/DefaultLayout.tsx';
import { ErrorView } from '../ui/ErrorView.tsx';

export function RouterErrorPage({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  console.error(error);
  return (
    <DefaultLayoutFrame>
      <ErrorView statusCode={500} path={pathname} />
    </DefaultLayoutFrame>
  );
}
