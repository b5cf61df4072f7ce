// Popular searches beside the search tips: each is a link to the search for it (`?q=`), so it
// works as a link too (new tab, copy address); `onPick` fills the search field in place.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { Link } from '../../../ui/Link.tsx';
import { usePopularSearches } from './popular-searches.ts';
import './statistics.css';

export interface PopularSearchesProps {
  onPick?(query: string): void;
  limit?: number;
}

export function PopularSearches({ onPick, limit }: PopularSearchesProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const queries = usePopularSearches(limit);
  if (queries.length === 0) return null;
  return (
    <nav className="popular-searches" aria-labelledby="popular-searches-title">
      <h2 id="popular-searches-title" className="popular-searches__title">
        <Trans>Popular searches</Trans>
      </h2>
      <ul className="popular-searches__list">
        {queries.map(({ query, display, demo }) => (
          <li key={query}>
            <Link
              href={`${pathname}?q=${encodeURIComponent(display ?? query)}`}
              className="popular-searches__link"
              onClick={() => onPick?.(display ?? query)}
            >
              {display ?? query}
            </Link>
            {demo ? (
              <small className="popular-searches__demo" title={t`An example from the demo data`}>
                {' '}
                {t`(demo)`}
              </small>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
