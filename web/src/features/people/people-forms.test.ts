// The user and role forms' checks and the mapping of server refusals: each validation rule
// lands on the field that shows it with its own text, a stale edit above the form, and every
// permission sits under the module before its first hyphen with a readable name.
import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, message, permissionGroup } from '@poct/schemas';
import { ApiError } from '../../lib/api-errors.ts';
import { groupLabel, permissionLabel } from './permission-labels.ts';
import { ROLE_FIELDS, validateRole } from './role-fields.ts';
import { USER_CREATE_FIELDS, USER_EDIT_FIELDS } from './user-fields.ts';
import { newUserDraft, userBody, validateUser } from './user-form.ts';
import { serverFormErrors } from './server-errors.ts';

const keys = (errors: { fields: Record<string, { key: string }> }) =>
  Object.fromEntries(Object.entries(errors.fields).map(([path, error]) => [path, error.key]));

describe('user form', () => {
  it('an empty create form asks every required field, selects with "You must select an element"', () => {
    expect(keys(validateUser(USER_CREATE_FIELDS, newUserDraft(), true))).toEqual({
      '/user_type': 'validation.select',
      '/username': 'validation.required',
      '/email': 'validation.required',
      '/email_confirm': 'validation.required',
      '/password': 'validation.required',
      '/password_confirm': 'validation.required',
      '/first_name': 'validation.required',
      '/last_name': 'validation.required',
      '/role_id': 'validation.select',
      '/language': 'validation.select',
    });
  });

  it('username, emails asked twice and passwords asked twice have their own texts', () => {
    const draft = {
      ...newUserDraft(),
      user_type: 'hcp',
      username: 'Ana Lyst',
      email: 'a@clinic.example',
      email_confirm: 'b@clinic.example',
      password: 'long-enough',
      password_confirm: 'different',
      first_name: 'Ana',
      last_name: 'Lyst',
      role_id: 'role-user',
      language: 'de',
    };
    expect(keys(validateUser(USER_CREATE_FIELDS, draft, true))).toEqual({
      '/username': 'validation.username',
      '/email_confirm': 'validation.emails_mismatch',
      '/password_confirm': 'validation.passwords_mismatch',
    });
  });

  it('premium until is the end of the chosen day; on edit, clearing it or a text sends the clearing value', () => {
    const body = userBody({ first_name: 'A', institution: '', premium_until: '' }, false);
    expect(body).toEqual({ first_name: 'A', institution: '', premium_until: null });
    expect(userBody({ premium_until: '2030-05-01', institution: '' }, true)).toEqual({
      premium_until: '2030-05-01T23:59:59.999Z',
    });
    expect(
      keys(
        validateUser(
          USER_EDIT_FIELDS,
          { first_name: '', last_name: 'L', role_id: 'r', language: 'en' },
          false,
        ),
      ),
    ).toEqual({
      '/first_name': 'validation.required',
    });
  });
});

describe('role form', () => {
  it('a role without a permission says so with the spec text; its rank must be below the editor', () => {
    const errors = validateRole({ name: 'Editor', description: '', permissions: [], hierarchy: 10 }, 10);
    expect(keys(errors)).toEqual({
      '/permissions': 'validation.role_permission',
      '/hierarchy': 'validation.number_min',
    });
    expect(errors.fields['/hierarchy']?.params).toEqual({ min: 11 });
    expect(message('validation.role_permission', 'en')).toBe('The role must have, at least, one permission.');
    expect(keys(validateRole({ name: '', permissions: ['posts-read'], hierarchy: 50 }, 10))).toEqual({
      '/name': 'validation.required',
    });
  });
});

describe('server refusals on the form', () => {
  it('field errors go beside their fields; a plain 409 is the stale-edit text above the form', () => {
    const refused = new ApiError(409, 'x', {
      errors: [{ field: 'username', key: 'error.409.username_taken', message: 'taken' }],
    });
    expect(keys(serverFormErrors(refused, USER_CREATE_FIELDS))).toEqual({
      '/username': 'error.409.username_taken',
    });
    const stale = new ApiError(409, message('error.409.changed', 'de'), { key: 'error.409.changed' });
    expect(serverFormErrors(stale, USER_EDIT_FIELDS).form).toEqual([{ key: 'error.409.changed' }]);
    const lastAdmin = new ApiError(409, message('error.409.last_admin', 'en'), {
      key: 'error.409.last_admin',
    });
    expect(serverFormErrors(lastAdmin, USER_EDIT_FIELDS).form).toEqual([{ key: 'error.409.last_admin' }]);
    expect(serverFormErrors(new TypeError('offline'), ROLE_FIELDS).form).toEqual([{ key: 'error.503' }]);
  });
});

describe('permission labels', () => {
  const translate = (descriptor: MessageDescriptor) => descriptor.message ?? String(descriptor.id);
  it('every permission has a group and a name, grouped by the module before the first hyphen', () => {
    for (const permission of ALL_PERMISSIONS) {
      expect(groupLabel(permission, translate)).not.toBe(permissionGroup(permission));
      // A readable name (capitalised words), never the raw permission string.
      expect(permissionLabel(permission, translate)).toMatch(/^[A-Z]/);
    }
    expect(groupLabel('forum-threads-read', translate)).toBe('Forum');
    expect(permissionLabel('forum-threads-read', translate)).toBe('Threads: Read');
    expect(permissionLabel('products-review-delete', translate)).toBe('Reviews: Delete');
    expect(permissionLabel('users-create', translate)).toBe('Create');
  });
});
