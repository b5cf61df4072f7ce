// The list page of a resource: heading, "saved" notice, create button, the rows from the
// description's data source in the generic table (or the description's own view), each row
// with its name link and actions.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useRoutePath } from '../routes/navigation.ts';
import { useSession } from '../session/use-session.ts';
import { Link } from '../ui/Link.tsx';
import { EntityTable } from './forms/EntityTable.tsx';
import { LoadFailed, LoadStates, SavedNotice } from './LoadStates.tsx';
import type { Resource, ResourceDelete, ResourceFilters } from './resource.ts';
import { ResourceName, ResourceRowActions } from './ResourceRow.tsx';
import { keptListName, useFirstPage } from './use-first-page.ts';
import { useResourceRows } from './use-resource-rows.ts';

type RowActions<T> = (row: T) => ReactNode;

const noFilters = (): ResourceFilters<never> => ({});
const nothing = (): undefined => undefined;

export function ResourceList<T>({ resource }: { resource: Resource<T> }) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const path = useRoutePath();
  const title = i18n._(resource.title);
  useDocumentTitle(title);
  const useFilters = (resource.useFilters ?? noFilters) as () => ResourceFilters<T>;
  const useDelete = (resource.useDelete ?? nothing) as (reload: () => void) => ResourceDelete<T> | undefined;
  const useRowActions = (resource.useRowActions ?? nothing) as (
    reload: () => void,
  ) => RowActions<T> | undefined;
  const filters = useFilters();
  const data = useResourceRows(resource.source, filters.query);
  const remove = useDelete(data.reload);
  const extra = useRowActions(data.reload);
  const columns = resource.useColumns();
  const { View } = resource;

  let body: ReactNode;
  if (View)
    body = (
      <div aria-busy={data.loading}>
        <LoadStates loaded={data.rows} onRetry={data.reload}>
          {(rows) => (
            <View rows={rows} answer={data.answer} reload={data.reload} filters={filters} remove={remove} />
          )}
        </LoadStates>
      </div>
    );
  else if (data.rows.state === 'failed') body = <LoadFailed text={data.rows.text} onRetry={data.reload} />;
  else
    body = (
      <ResourceTable
        resource={resource}
        caption={filters.caption ?? title}
        rows={data.rows.state === 'loaded' ? data.rows.value : null}
        filters={filters}
        remove={remove}
        extra={extra}
        columns={columns}
      />
    );

  return (
    <>
      <h1>{title}</h1>
      <SavedNotice where={resource.savedOn} />
      {resource.intro && <p>{i18n._(resource.intro)}</p>}
      {resource.createLabel && resource.routes.create && resource.mayCreate(user) && (
        <p>
          <Link variant="button" href={path(resource.routes.create)}>
            {i18n._(resource.createLabel)}
          </Link>
        </p>
      )}
      {remove?.notice}
      {View && filters.controls}
      {body}
    </>
  );
}

/** The generic table of a resource: search, sort, pages, name links and row actions. */
function ResourceTable<T>({
  resource,
  caption,
  rows,
  filters,
  remove,
  extra,
  columns,
}: {
  resource: Resource<T>;
  caption: string;
  rows: readonly T[] | null;
  filters: ResourceFilters<T>;
  remove: ResourceDelete<T> | undefined;
  extra: RowActions<T> | undefined;
  columns: ReturnType<Resource<T>['useColumns']>;
}) {
  const { i18n } = useLingui();
  // A local list paints the first page it showed last while its collection opens and loads.
  const kept = useFirstPage<T>(keptListName(resource, filters));
  return (
    <EntityTable
      caption={caption}
      rows={rows}
      preview={kept.preview}
      onFirstPage={kept.remember}
      rowKey={resource.rowKey}
      columns={columns}
      filter={filters.filter}
      filters={filters.controls}
      firstCell={(row) => <ResourceName resource={resource} row={row} />}
      actions={
        remove || extra
          ? (row) => <ResourceRowActions resource={resource} row={row} remove={remove} extra={extra} />
          : undefined
      }
      empty={<p>{i18n._(resource.empty)}</p>}
    />
  );
}
