// Plans and advertisements live on the server only (they are not replicated), so their screens
// write through the workspace REST API (and read with lib/use-load.ts). Saving maps the
// server's answers to the form: refused fields to their messages, a stale revision (409) to a
// form error the page offers to resolve by reloading.
import { useCallback } from 'react';
import type { MessageKey } from '@poct/schemas';
import { isApiError, NetworkError } from '../../lib/api-errors.ts';
import { serverErrorOf } from '../../lib/server-error.ts';
import { useApi } from '../../lib/api-context.ts';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';
import type { Doc } from '../../workspace/forms/pointer.ts';
import { addErrors, NO_ERRORS, type FormErrors } from '../../workspace/forms/validation.ts';

/** The catalogue text for a failed call: unreachable, forbidden, or the server's trouble. */
export function failureKey(error: unknown): MessageKey {
  if (error instanceof NetworkError) return 'error.503';
  if (isApiError(error, 403)) return 'error.403';
  if (isApiError(error, 404)) return 'error.404.resource';
  if (isApiError(error, 409)) return 'error.409.changed';
  if (isApiError(error) && error.statusCode >= 500) return 'error.500';
  return 'error.400';
}

/**
 * Why a delete was refused, as the page shows it: a refusal of the record's own state (409: a
 * forum topic that still has sub-topics) by the wire error's key; anything else as `failureKey`
 * names it.
 */
export function deleteFailureText(error: unknown, text: (key: MessageKey) => string): string {
  return text(isApiError(error, 409) ? serverErrorOf(error).key : failureKey(error));
}

/** Fields the server sets itself; the form sends only what a person edits. */
function content(doc: Doc): Doc {
  const { id: _id, rev: _rev, created_at: _c, updated_at: _u, updated_by: _b, ...fields } = doc;
  return fields;
}

export interface SaveOutcome {
  errors: FormErrors;
  /** The server holds a newer revision than the form started from. */
  stale: boolean;
}

export function useSaveRecord(api: string, fields: readonly FieldSpec[]) {
  const client = useApi();
  return useCallback(
    async (draft: Doc, existing?: { id: string; rev: string }): Promise<SaveOutcome> => {
      try {
        if (existing)
          await client.request(`${api}/${encodeURIComponent(existing.id)}`, {
            method: 'PUT',
            body: { ...content(draft), rev: existing.rev },
          });
        else await client.request(api, { method: 'POST', body: content(draft) });
        return { errors: NO_ERRORS, stale: false };
      } catch (error) {
        if (isApiError(error, 409))
          return { errors: { fields: {}, form: [{ key: 'error.409.changed' }] }, stale: true };
        const refused = isApiError(error, 400) ? serverErrorOf(error).fields : [];
        if (refused.length)
          return {
            errors: addErrors(
              { fields: {}, form: [] },
              fields,
              refused.map(({ field, ...keyed }) => ({
                path: `/${field}`,
                ...keyed,
                message: '',
                detail: 'server',
              })),
            ),
            stale: false,
          };
        return { errors: { fields: {}, form: [{ key: failureKey(error) }] }, stale: false };
      }
    },
    [client, api, fields],
  );
}
