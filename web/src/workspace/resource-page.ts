// A workspace resource's page (ResourcePage.tsx) for the description a module exports as
// `pick(module)`: one lazy chunk per description file, shared by its routes.
import { createElement, lazy } from 'react';
import type { LazyPage, PageProps } from '../routes/page-props.ts';
import type { Resource } from './resource.ts';

export function resourcePage<M, T>(load: () => Promise<M>, pick: (module: M) => Resource<T>): LazyPage {
  return lazy(async () => {
    const [module, { ResourcePage }] = await Promise.all([load(), import('./ResourcePage.tsx')]);
    const resource = pick(module);
    return { default: (props: PageProps) => createElement(ResourcePage<T>, { ...props, resource }) };
  });
}
