// The description of a workspace screen (a "resource"): where its data lives (this device's
// master collections or a REST path), who may do what, its routes, list columns and filters,
// how a row is deleted and which form creates and edits it. ResourcePage renders every
// description the same way: page (route, heading, title) → data (useResourceRows) → table
// (ResourceList: EntityTable, or the description's own view) → row (ResourceRow: edit link,
// actions, DeleteAction with where-used) and → form (the description's form, EntityForm inside).
// A new CRUD screen is one description file plus its route entry (ARCHITECTURE.md shows one).
//
// Members named `use…` are hooks: ResourceList calls each of them once on every render.
import type { ComponentType, ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { RouteId } from '@poct/schemas';
import type { MasterCollectionName } from '../db/collections.ts';
import type { PageProps } from '../routes/page-props.ts';
import type { SessionUser } from '../session/types.ts';
import type { UsageLine } from './forms/DeleteAction.tsx';
import type { Column } from './forms/list-model.ts';

/** Where the rows come from. */
export type ResourceSource<T> =
  | {
      kind: 'local';
      collection: MasterCollectionName;
      /** Only documents with these values, e.g. `{ type: 'parameter' }`. */
      selector?: Record<string, string>;
    }
  | {
      kind: 'rest';
      /** The GET address of the list, given the list's filter query. */
      path(query: Readonly<Record<string, string>>): string;
      /** The rows in the server's answer. */
      rows(answer: unknown): T[];
      /** Keep the last page on screen while the next loads (server-paged lists). */
      keepPrevious?: boolean;
    };

/** Extra controls above the list and what they decide. */
export interface ResourceFilters<T> {
  controls?: ReactNode;
  /** Rows shown (client-side filter). */
  filter?(row: T): boolean;
  /** Names the filter's state (e.g. "all"): a local list keeps its first page per state. */
  key?: string;
  /** Parameters for a REST source's path. */
  query?: Readonly<Record<string, string>>;
  /** The table's accessible name when the filter changes it. */
  caption?: string;
  /** Server paging: the page shown, and how to show another. */
  paging?: { offset: number; limit: number; setOffset(offset: number): void };
}

/** Deleting a row: who may, where it is still used, and how. */
export interface ResourceDelete<T> {
  may(row: T): boolean;
  /** Where the row is still referred to; deleting is refused while any is found. */
  usages?(row: T): Promise<UsageLine[]>;
  run(row: T): Promise<void>;
  /** The question before deleting, when the default does not fit. */
  question?(row: T): string;
  /** The name the dialog asks about, when not `nameOf`. */
  name?(row: T): string;
  /** The delete button's accessible name, when "Delete {name}" does not fit. */
  label?(row: T): string;
  /** What the last delete came to (why it failed, or that it is done), shown above the list. */
  notice?: ReactNode;
}

/** What a description's own view gets instead of the generic table. */
export interface ResourceViewProps<T> {
  rows: readonly T[];
  answer: unknown;
  reload(): void;
  /** Set by the list's filters hook (e.g. a page offset). */
  filters: ResourceFilters<T>;
  remove: ResourceDelete<T> | undefined;
}

export interface ResourceFormProps extends PageProps {
  /** The id being edited; undefined when creating. */
  id?: string;
}

export interface Resource<T> {
  source: ResourceSource<T>;
  routes: { list: RouteId; create?: RouteId; edit?: RouteId; [other: string]: RouteId | undefined };
  /** List heading, document title and table caption. */
  title: MessageDescriptor;
  /** The create button on the list; the heading of the create form when `editLabel` is set. */
  createLabel?: MessageDescriptor;
  /** When set, the page draws the form's heading (create: `createLabel`); else the form does. */
  editLabel?: MessageDescriptor;
  /** A sentence below the heading of the list. */
  intro?: MessageDescriptor;
  /** Shown when the list has no rows at all. */
  empty: MessageDescriptor;
  /** "Saved" after a form: on this device (local sources) or on the server. */
  savedOn: 'device' | 'server';
  rowKey(row: T): string;
  nameOf(row: T): string;
  mayCreate(user: SessionUser | null): boolean;
  /** Whether the row's name links to its edit form (the route `routes.edit` by default). */
  mayEdit(user: SessionUser | null, row: T): boolean;
  /** Where a row's name links to (default: `routes.edit` with `{ id }`). */
  editTarget?(row: T, user: SessionUser | null): { route: RouteId; params?: Record<string, string> } | null;
  useColumns(): Column<T>[];
  useFilters?(): ResourceFilters<T>;
  useDelete?(reload: () => void): ResourceDelete<T> | undefined;
  /** Further row actions beside Delete (e.g. approve or reject); undefined: none for this user. */
  useRowActions?(reload: () => void): ((row: T) => ReactNode) | undefined;
  /** A view of its own instead of the generic table (a different layout or server paging). */
  View?: ComponentType<ResourceViewProps<T>>;
  /** The create and edit form. */
  Form?: ComponentType<ResourceFormProps>;
}

/** Lists, create and edit pages of one description; which one a route shows. */
export function modeOf(routes: Resource<unknown>['routes'], routeId: RouteId): 'list' | 'create' | 'edit' {
  if (routeId === routes.list) return 'list';
  return routeId === routes.create ? 'create' : 'edit';
}
