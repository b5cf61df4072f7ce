// The resolver above an edit form when this document has a conflict: saving the chosen version
// pushes it like any edit and then forgets the conflict.
import type { Conflict } from '../../db/conflicts.ts';
import { dismissConflict } from '../../db/conflicts.ts';
import { useSyncEngine } from '../../sync/sync-context.ts';
import { ConflictResolver } from '../../workspace/forms/ConflictResolver.tsx';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';
import type { Doc } from '../../workspace/forms/pointer.ts';
import { hasErrors } from '../../workspace/forms/validation.ts';
import { useSaveMaster } from '../../workspace/use-masters.ts';

export function ConflictForDocument({
  conflict,
  fields,
}: {
  conflict: Conflict;
  fields: readonly FieldSpec[];
}) {
  const engine = useSyncEngine();
  const save = useSaveMaster(conflict.master);
  return (
    <ConflictResolver
      key={conflict.detected_at}
      fields={fields}
      mine={conflict.local as Doc}
      theirs={conflict.remote as Doc}
      onResolve={async (merged) => {
        const { _deleted: _gone, ...doc } = merged;
        const refused = await save(doc, fields);
        if (hasErrors(refused)) return false;
        if (engine) await dismissConflict(engine.local, conflict.id);
        return true;
      }}
    />
  );
}
