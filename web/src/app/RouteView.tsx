// Renders the page for the current address. react-router hands every path here (one splat
// route, app/router.tsx) and the page is found with matchRoute from the shared route table: the
// table has parameters inside segments (`edit-{id}`) that react-router cannot express, and using
// the server's matcher means the browser and the server can never disagree about a 404.
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLingui } from '@lingui/react';
import { isValidRouteMatch, localizePath, matchRoute, type RouteLayout } from '@poct/schemas';
import { useLocalizePath } from '../i18n/use-locale.ts';
import { DefaultLayout } from './layouts/DefaultLayout.tsx';
import { DsLayout } from './layouts/ds/lazy-ds-layout.ts';
import { LoginRegisterLayout } from './layouts/LoginRegisterLayout.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { ChatAccessInvitation } from '../features/chat/ChatAccessInvitation.tsx';
import { ForbiddenRedirect } from '../routes/ForbiddenRedirect.tsx';
import { NotFoundPage, notFoundPath } from '../ui/NotFoundPage.tsx';
import { useSession } from '../session/use-session.ts';
import { decideAccess } from '../routes/access.ts';
import { PageLoading } from '../routes/PageLoading.tsx';
import { PAGES } from './page-registry.ts';
import { RETURN_PARAM, loginPathFor, safeReturnPath } from '../routes/return-path.ts';
import { NotFoundContext } from '../routes/not-found-context.ts';
import { ROUTE_TITLES } from '../routes/route-titles.ts';

const LAYOUTS: Record<RouteLayout, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  ds: DsLayout,
  'login-register': LoginRegisterLayout,
};

export function RouteView() {
  const location = useLocation();
  const match = matchRoute(location.pathname);
  // A route whose own validity check fails is not found either.
  if (!match || !isValidRouteMatch(match)) return <UnknownPath path={notFoundPath(location)} />;
  return <KnownRoute match={match} />;
}

function UnknownPath({ path }: { path: string }) {
  return (
    <DefaultLayout>
      <NotFoundPage path={path} />
    </DefaultLayout>
  );
}

function KnownRoute({ match }: { match: NonNullable<ReturnType<typeof matchRoute>> }) {
  const { route, params, locale } = match;
  const { i18n } = useLingui();
  const session = useSession();
  const location = useLocation();
  const localize = useLocalizePath();
  // A page reported the record its address names missing: the 404 page replaces it.
  const [notFound, setNotFound] = useState<string | null>(null);
  useDocumentTitle(i18n._(ROUTE_TITLES[route.id]));

  const access = decideAccess(route, params, session);
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (access === 'sign-in') return <Navigate to={loginPathFor(here)} replace />;
  if (access === 'leave-guest') {
    // The language chosen on the login page wins over the one the return path was saved in.
    const back = safeReturnPath(new URLSearchParams(location.search).get(RETURN_PARAM));
    return <Navigate to={localizePath(back ?? '/ds', locale)} replace />;
  }
  if (access === 'bail-out-self') return <Navigate to={localize('/ds/profile')} replace />;
  const Layout = LAYOUTS[route.layout];
  // A plan without chat access learns where to get it instead of being sent away.
  if (access === 'forbidden' && route.guard?.kind === 'chat')
    return (
      <Suspense fallback={<PageLoading />}>
        <Layout>
          <ChatAccessInvitation />
        </Layout>
      </Suspense>
    );
  if (access === 'forbidden') return <ForbiddenRedirect />;

  const Page = PAGES[route.id];
  if (notFound === location.pathname) return <UnknownPath path={notFoundPath(location)} />;
  return (
    <NotFoundContext value={setNotFound}>
      <Suspense fallback={<PageLoading />}>
        <Layout>
          {access === 'wait' ? (
            <PageLoading />
          ) : (
            <Suspense fallback={<PageLoading />}>
              <Page key={route.id} route={route} params={params} />
            </Suspense>
          )}
        </Layout>
      </Suspense>
    </NotFoundContext>
  );
}
