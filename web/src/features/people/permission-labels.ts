// Permissions (`module-action`) as the role form shows them: grouped by the module
// name before the first hyphen (`groupPermissions` of @poct/schemas), each group and action named
// in the page's language. `products-review-read` sits under Products as "Reviews: read".
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { permissionGroup } from '@poct/schemas';

const GROUPS: Record<string, MessageDescriptor> = {
  users: msg`Users`,
  roles: msg`Roles`,
  posts: msg`Posts`,
  products: msg`Products`,
  parameters: msg`Parameters`,
  details: msg`Details`,
  methods: msg`Methods`,
  diagnostics: msg`Diagnostic areas`,
  connectivities: msg`Connectivities`,
  advertisements: msg`Advertisements`,
  plans: msg`Plans`,
  forum: msg`Forum`,
  profile: msg`Own profile`,
  quotations: msg`Quotations`,
  demos: msg`Demo bookings`,
};

const PARTS: Record<string, MessageDescriptor> = {
  review: msg`Reviews`,
  topics: msg`Topics`,
  'sub-topics': msg`Sub-topics`,
  threads: msg`Threads`,
  comments: msg`Comments`,
};

const ACTIONS: Record<string, MessageDescriptor> = {
  create: msg`Create`,
  read: msg`Read`,
  update: msg`Update`,
  delete: msg`Delete`,
};

type Translate = (descriptor: MessageDescriptor) => string;

export function groupLabel(permission: string, translate: Translate): string {
  const group = permissionGroup(permission);
  return GROUPS[group] ? translate(GROUPS[group]) : group;
}

export function permissionLabel(permission: string, translate: Translate): string {
  const group = permissionGroup(permission);
  const rest = permission.slice(group.length + 1);
  const action = rest.slice(rest.lastIndexOf('-') + 1);
  const part = rest.includes('-') ? rest.slice(0, rest.lastIndexOf('-')) : '';
  const actionText = ACTIONS[action] ? translate(ACTIONS[action]) : action;
  if (!part) return actionText;
  return `${PARTS[part] ? translate(PARTS[part]) : part}: ${actionText}`;
}
