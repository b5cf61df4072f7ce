// The fields of the role form, described once (workspace/forms/field-spec.ts), and its checks:
// the shared role schema, at least one permission (with its own catalogue text), and a rank
// below the editor's own (a higher number; the server refuses anything else).
import { msg } from '@lingui/core/macro';
import { validateDocument } from '@poct/schemas';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';
import type { Doc } from '../../workspace/forms/pointer.ts';
import { addErrors, requiredErrors, type FormErrors } from '../../workspace/forms/validation.ts';

export const ROLE_FIELDS: readonly FieldSpec[] = [
  { path: '/name', label: msg`Name`, required: true, column: true, control: { kind: 'text' } },
  {
    path: '/hierarchy',
    label: msg`Hierarchy position`,
    description: msg`0 is the highest rank; a role must be ranked below your own (a higher number).`,
    required: true,
    column: true,
    control: { kind: 'number', format: 'integer' },
  },
  { path: '/description', label: msg`Description`, column: true, control: { kind: 'text', multiline: true } },
  {
    path: '/permissions',
    label: msg`Permissions`,
    required: true,
    requiredKey: 'validation.role_permission',
    control: { kind: 'multi', options: { named: 'permissions' } },
  },
];

export function validateRole(draft: Doc, editorRank: number): FormErrors {
  const result = requiredErrors(ROLE_FIELDS, draft);
  const now = new Date().toISOString();
  const checked = validateDocument('role', {
    id: 'role-draft',
    created_at: now,
    updated_at: now,
    description: '',
    ...draft,
  });
  if (!checked.ok) addErrors(result, ROLE_FIELDS, checked.errors);
  if (typeof draft.hierarchy === 'number' && draft.hierarchy <= editorRank)
    result.fields['/hierarchy'] ??= { key: 'validation.number_min', params: { min: editorRank + 1 } };
  return result;
}
