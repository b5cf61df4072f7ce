import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { matchRoute, routeById } from '@poct/schemas';
import { useLocalizePath } from '../../../i18n/use-locale.ts';
import { ROUTE_TITLES } from '../../../routes/route-titles.ts';
import { useSession } from '../../../session/use-session.ts';
import { Link } from '../../../ui/Link.tsx';
import { visibleNavigation } from './ds-navigation.ts';
import { UnreadAlerts } from '../../../features/alerts/index.ts';

export function DsSidebar({ id, open }: { id: string; open: boolean }) {
  const { t, i18n } = useLingui();
  const { user, status } = useSession();
  const localize = useLocalizePath();
  const current = matchRoute(useLocation().pathname)?.route.id;
  const groups = visibleNavigation({ user, status });

  return (
    <nav id={id} aria-label={t`Workspace`} className="ds-sidebar" data-open={open || undefined}>
      {groups.map((group) => (
        <section key={group.title.id} className="ds-sidebar__group">
          <h2 className="ds-sidebar__title">{i18n._(group.title)}</h2>
          <ul>
            {group.routes.map((routeId) => (
              <li key={routeId}>
                <Link
                  href={localize(routeById(routeId).path)}
                  variant="nav"
                  className="ds-sidebar__link"
                  aria-current={routeId === current ? 'page' : undefined}
                >
                  {i18n._(ROUTE_TITLES[routeId])}
                  {routeId === 'ds.alerts' && <UnreadAlerts />}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="ds-sidebar__footer">
        <Link href={localize('/about/accessibility')} className="ds-sidebar__link">
          {i18n._(ROUTE_TITLES['about.accessibility'])}
        </Link>
      </p>
    </nav>
  );
}
