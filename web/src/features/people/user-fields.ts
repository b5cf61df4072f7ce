// The fields of the workspace's user forms, described once (workspace/forms/field-spec.ts): the
// create form asks username, email and password (each asked twice), the edit form changes the
// rest; both use the same descriptions. Rules live in @poct/schemas `staffUserErrors`.
import { msg } from '@lingui/core/macro';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';

const ACCOUNT = msg`Account`;
const PERSON = msg`Person`;
const ACCESS = msg`Access`;

/** Only on the create form: who the user is and how they sign in. */
const SIGN_IN_FIELDS: readonly FieldSpec[] = [
  {
    path: '/user_type',
    label: msg`User type`,
    section: ACCOUNT,
    required: true,
    control: {
      kind: 'select',
      options: {
        static: [
          { id: 'hcp', label: msg`Healthcare professional` },
          { id: 'commercial', label: msg`Commercial user` },
        ],
      },
    },
  },
  {
    path: '/username',
    label: msg`Username`,
    description: msg`Lowercase letters and digits only`,
    required: true,
    control: { kind: 'text' },
  },
  { path: '/email', label: msg`Email`, required: true, control: { kind: 'text', type: 'email' } },
  {
    path: '/email_confirm',
    label: msg`Repeat email`,
    required: true,
    control: { kind: 'text', type: 'email' },
  },
  {
    path: '/password',
    label: msg`First password`,
    description: msg`At least 8 characters; the user changes it in their profile.`,
    required: true,
    control: { kind: 'text', type: 'password' },
  },
  {
    path: '/password_confirm',
    label: msg`Repeat password`,
    required: true,
    control: { kind: 'text', type: 'password' },
  },
];

/** On both forms. */
const PROFILE_FIELDS: readonly FieldSpec[] = [
  { path: '/first_name', label: msg`First name`, section: PERSON, required: true, control: { kind: 'text' } },
  { path: '/last_name', label: msg`Last name`, required: true, control: { kind: 'text' } },
  { path: '/institution', label: msg`Institution / workplace`, control: { kind: 'text' } },
  { path: '/position', label: msg`Position`, control: { kind: 'text' } },
  { path: '/company', label: msg`Company`, control: { kind: 'text' } },
  { path: '/city', label: msg`City`, control: { kind: 'text' } },
  { path: '/country', label: msg`Country`, control: { kind: 'text' } },
  {
    path: '/role_id',
    label: msg`Role`,
    description: msg`Only roles ranked below your own can be given.`,
    section: ACCESS,
    required: true,
    control: { kind: 'select', options: { named: 'assignable-roles' } },
  },
  {
    path: '/language',
    label: msg`Language of emails`,
    required: true,
    control: {
      kind: 'select',
      options: {
        static: [
          { id: 'de', label: msg`German` },
          { id: 'en', label: msg`English` },
        ],
      },
    },
  },
  { path: '/premium', label: msg`Premium access`, control: { kind: 'boolean' } },
  {
    path: '/premium_until',
    label: msg`Premium until`,
    description: msg`With premium access switched on; empty: no end date.`,
    control: { kind: 'date' },
  },
];

export const USER_CREATE_FIELDS: readonly FieldSpec[] = [...SIGN_IN_FIELDS, ...PROFILE_FIELDS];
export const USER_EDIT_FIELDS: readonly FieldSpec[] = PROFILE_FIELDS;
