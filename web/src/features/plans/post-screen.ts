// Blog posts in the workspace, described like the other server-only records (records/): fields,
// list columns, the lists "all", "mine" and "staff-only", and the REST address
// (sync-server/src/records/records-router.ts with posts/post-records.ts). The server decides the
// author and the address; a post starts hidden, so publishing is a choice of its own.
import { lazy } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { LOCALES, type Locale, type Post } from '@poct/schemas';
import { staticOptions, type FieldSpec } from '../../workspace/forms/field-spec.ts';
import type { Doc } from '../../workspace/forms/pointer.ts';
import { AUDIENCE_FIELD } from '../../workspace/forms/audience-field.ts';
import { dateColumn, screenAddress } from './record-parts.ts';
import type { RecordScreen } from './record-types.ts';

export const LANGUAGE_LABELS: Readonly<Record<Locale, MessageDescriptor>> = {
  de: msg`German`,
  en: msg`English`,
};

type Listed = Post & { author_name?: string | null };

const POST_FIELDS: readonly FieldSpec[] = [
  { path: '/title', label: msg`Title`, control: { kind: 'text' }, required: true },
  {
    path: '/brief',
    label: msg`Brief description`,
    description: msg`Shown on the post's card in lists and on the home page`,
    control: { kind: 'text', multiline: true },
    required: true,
  },
  { path: '/content', label: msg`Content`, control: { kind: 'markdown' }, required: true },
  {
    path: '/banner_url',
    label: msg`Banner image`,
    control: { kind: 'image', purpose: 'post', confirmReplace: true },
    omitIfEmpty: true,
  },
  {
    path: '/tags',
    label: msg`Tags`,
    description: msg`One tag per line`,
    control: { kind: 'lines' },
    section: msg`Tags and language`,
  },
  {
    path: '/language',
    label: msg`Language of the post`,
    control: { kind: 'select', options: staticOptions(LOCALES, LANGUAGE_LABELS) },
    required: true,
    section: msg`Tags and language`,
  },
  {
    path: '/visible',
    label: msg`Published (visible outside the workspace)`,
    control: { kind: 'boolean' },
    section: msg`Publishing`,
  },
  {
    path: '/private',
    label: msg`Staff only (private)`,
    description: msg`Only staff see a private post, also when it is published`,
    control: { kind: 'boolean' },
    section: msg`Publishing`,
  },
  { ...AUDIENCE_FIELD, section: msg`Publishing` },
];

/** "Published", "Staff only" or "Hidden": who outside the workspace sees the post. */
export function postStatus(post: Pick<Post, 'visible' | 'private'>): MessageDescriptor {
  if (!post.visible) return msg`Hidden`;
  return post.private ? msg`Staff only` : msg`Published`;
}

export const POST_SCREEN: RecordScreen = {
  ...screenAddress('posts'),
  collection: 'post',
  title: msg`Posts`,
  createLabel: msg`Create post`,
  editLabel: msg`Edit post`,
  fields: POST_FIELDS,
  columns: [
    { id: 'title', label: msg`Title`, text: (row) => (row as Listed).title },
    { id: 'author', label: msg`Author`, text: (row) => (row as Listed).author_name ?? '' },
    { id: 'status', label: msg`Status`, text: (row, i18n) => i18n._(postStatus(row as Listed)) },
    { id: 'tags', label: msg`Tags`, text: (row) => (row as Listed).tags.join(', ') },
    {
      id: 'language',
      label: msg`Language`,
      text: (row, i18n) => i18n._(LANGUAGE_LABELS[(row as Listed).language]),
    },
    dateColumn('updated_at', msg`Last changed`, 'date-time'),
  ],
  // The author's view of a moderation decision on the post, with the objection.
  Details: lazy(() => import('./PostModeration.tsx')),
  lists: [
    { id: 'all', label: msg`All posts`, keep: () => true },
    { id: 'mine', label: msg`My posts`, keep: (row, userId) => (row as Listed).author_id === userId },
    { id: 'staff-only', label: msg`Staff-only posts`, keep: (row) => (row as Listed).private },
  ],
  blank: (): Doc => ({
    title: '',
    brief: '',
    content: '',
    tags: [],
    language: 'de',
    visible: false,
    private: false,
  }),
  nameOf: (row) => (row as Listed).title,
  serverFields: (userId) => ({ author_id: userId }),
  shownOnly: ['author_name'],
};
