// The page of every workspace resource: the list on its list route, the description's form on
// the others. Screens over the master collections wait until those are open on this device.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import type { PageProps } from '../routes/page-props.ts';
import { NeedsMasters } from './NeedsMasters.tsx';
import { modeOf, type Resource } from './resource.ts';
import { ResourceList } from './ResourceList.tsx';

export function ResourcePage<T>({ resource, route, params }: PageProps & { resource: Resource<T> }) {
  const mode = modeOf(resource.routes, route.id);
  const { Form } = resource;
  const content: ReactNode =
    mode === 'list' || !Form ? (
      <ResourceList resource={resource} />
    ) : (
      <>
        {resource.editLabel && <FormHeading resource={resource} creating={mode === 'create'} />}
        <Form route={route} params={params} id={mode === 'edit' ? params.id : undefined} />
      </>
    );
  return (
    <section className="page">
      {resource.source.kind === 'local' ? (
        <NeedsMasters listWhileOpening={mode === 'list' && !resource.View}>{content}</NeedsMasters>
      ) : (
        content
      )}
    </section>
  );
}

function FormHeading<T>({ resource, creating }: { resource: Resource<T>; creating: boolean }) {
  const { i18n } = useLingui();
  const heading = i18n._((creating ? resource.createLabel : undefined) ?? resource.editLabel!);
  useDocumentTitle(heading);
  return <h1>{heading}</h1>;
}
