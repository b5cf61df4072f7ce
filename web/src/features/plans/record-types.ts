// What a workspace record screen is made of (record-screens.ts describes each one).
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { RouteId } from '@poct/schemas';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';
import type { Doc } from '../../workspace/forms/pointer.ts';

/** A list column: its heading and the text of a row. */
export interface RecordColumn {
  id: string;
  label: MessageDescriptor;
  text(row: Doc, i18n: I18n): string;
  /** What the column sorts by, when not its text (dates). */
  sortValue?(row: Doc): string | number;
}

/** A named view of the list (posts: all, mine, staff-only), chosen in the address as `?list=`. */
export interface RecordList {
  id: string;
  label: MessageDescriptor;
  keep(row: Doc, userId: string | undefined): boolean;
}

export interface RecordScreen {
  module: 'plans' | 'advertisements' | 'posts' | 'forum-topics' | 'forum-sub-topics';
  collection: 'plan' | 'advertisement' | 'post' | 'forum_topic';
  /** The workspace REST address (sync-server/src/records/records-router.ts). */
  api: string;
  routes: { list: RouteId; create: RouteId; edit: RouteId };
  title: MessageDescriptor;
  createLabel: MessageDescriptor;
  editLabel: MessageDescriptor;
  fields: readonly FieldSpec[];
  columns: readonly RecordColumn[];
  /** The starting value of a new record. */
  blank(): Doc;
  nameOf(row: Doc): string;
  /** The list's named views; the first is shown when the address names none. */
  lists?: readonly RecordList[];
  /** Fields the server decides itself (posts: the author), filled in for the form's own check. */
  serverFields?(userId: string): Doc;
  /** Fields the server adds to a loaded record only to be shown (posts: `author_name`); not edited. */
  shownOnly?: readonly string[];
  /** Shown below the edit form (a campaign's figures); lazy, so inside a Suspense boundary. */
  Details?: ComponentType<{ id: string }>;
  /** The choices of a `named` select, loaded from a REST list (a sub-topic's topic). */
  optionsFrom?: { name: string; api: string; label(row: Doc, locale: 'de' | 'en'): string };
}
