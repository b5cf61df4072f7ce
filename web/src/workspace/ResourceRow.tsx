// One row's cells of a resource list: its name (a link to its edit form when the user may edit
// it) and its actions (the description's own, then Delete with the where-used check).
import type { ReactNode } from 'react';
import { useRoutePath } from '../routes/navigation.ts';
import { useSession } from '../session/use-session.ts';
import { Link } from '../ui/Link.tsx';
import { DeleteAction } from './forms/DeleteAction.tsx';
import type { Resource, ResourceDelete } from './resource.ts';

export function ResourceName<T>({ resource, row }: { resource: Resource<T>; row: T }) {
  const { user } = useSession();
  const path = useRoutePath();
  const name = resource.nameOf(row);
  const target =
    resource.editTarget?.(row, user) ??
    (resource.routes.edit && resource.mayEdit(user, row)
      ? { route: resource.routes.edit, params: { id: resource.rowKey(row) } }
      : null);
  if (!target) return <>{name}</>;
  return <Link href={path(target.route, target.params)}>{name || resource.rowKey(row)}</Link>;
}

export function ResourceRowActions<T>({
  resource,
  row,
  remove,
  extra,
}: {
  resource: Resource<T>;
  row: T;
  remove: ResourceDelete<T> | undefined;
  extra: ((row: T) => ReactNode) | undefined;
}) {
  const name = remove?.name?.(row) ?? resource.nameOf(row);
  return (
    <>
      {extra?.(row)}
      {remove?.may(row) && (
        <DeleteAction
          name={name}
          label={remove.label?.(row)}
          question={remove.question?.(row)}
          usages={() => (remove.usages ? remove.usages(row) : Promise.resolve([]))}
          onDelete={() => remove.run(row)}
        />
      )}
    </>
  );
}
