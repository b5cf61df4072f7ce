// Between the user forms' drafts and the API: the starting drafts, the checks before sending
// (the shared rules of @poct/schemas, the same the server applies) and the request bodies.
// Premium until is a calendar day on the form and the end of that day (UTC) on the server.
import { staffUserErrors, STAFF_USER_TEXT_FIELDS } from '@poct/schemas';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';
import type { Doc } from '../../workspace/forms/pointer.ts';
import { addErrors, requiredErrors, type FormErrors } from '../../workspace/forms/validation.ts';
import type { ManagedUser } from './people-api.ts';

export type UserDraft = Doc;

/** An empty create form: role and language are chosen, not guessed ('You must select an element'). */
export function newUserDraft(): UserDraft {
  return {
    username: '',
    email: '',
    email_confirm: '',
    password: '',
    password_confirm: '',
    first_name: '',
    last_name: '',
    premium: false,
    premium_until: '',
  };
}

export function userDraftOf(user: ManagedUser): UserDraft {
  const draft: UserDraft = {
    first_name: user.first_name,
    last_name: user.last_name,
    role_id: user.role?.id,
    language: user.language,
    premium: user.premium,
    premium_until: user.premium_until?.slice(0, 10) ?? '',
  };
  for (const field of STAFF_USER_TEXT_FIELDS) draft[field] = user[field] ?? '';
  return draft;
}

/** The body of POST (creating) or PATCH: empty texts are left out, or sent empty to clear them. */
export function userBody(draft: UserDraft, creating: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    if (key === 'premium_until') continue;
    if (creating && typeof value === 'string' && value.trim() === '') continue;
    body[key] = value;
  }
  const until = typeof draft.premium_until === 'string' ? draft.premium_until : '';
  if (until) body.premium_until = `${until}T23:59:59.999Z`;
  else if (!creating) body.premium_until = null;
  return body;
}

export function validateUser(fields: readonly FieldSpec[], draft: UserDraft, creating: boolean): FormErrors {
  return addErrors(
    requiredErrors(fields, draft),
    fields,
    staffUserErrors(userBody(draft, creating), creating),
  );
}
