// Roles (server-only): a named set of permissions. Hierarchy 0 is the highest rank; a role
// needs at least one permission ('The role must have, at least, one permission.').
import type { RxJsonSchema } from 'rxdb';
import { ALL_PERMISSIONS } from '../permissions.ts';
import { DOCUMENT_REQUIRED, documentFields, nameField, textField, type DocumentOf } from './fields.ts';

const roleSchemaLiteral = {
  title: 'role',
  description: 'A role with its permissions and rank (0 is highest)',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    name: nameField,
    description: textField,
    permissions: {
      type: 'array',
      items: { type: 'string', enum: ALL_PERMISSIONS },
      minItems: 1,
      uniqueItems: true,
    },
    hierarchy: { type: 'integer', minimum: 0 },
  },
  required: [...DOCUMENT_REQUIRED, 'name', 'description', 'permissions', 'hierarchy'],
  additionalProperties: false,
} as const;

export type Role = DocumentOf<typeof roleSchemaLiteral>;
export const roleSchema: RxJsonSchema<Role> = roleSchemaLiteral;
