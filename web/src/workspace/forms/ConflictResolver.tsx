// A conflict (another staff member changed the same document while this one was editing,
// perhaps offline) is never resolved silently: both versions are shown side by side, field by
// field, and the editor chooses. The merged result is saved as a new edit (and pushed); until
// then the editor's version stays in the local conflicts collection.
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button.tsx';
import { Radio, RadioGroup } from '../../ui/RadioGroup.tsx';
import type { FieldSpec } from './field-spec.ts';
import { useOptions } from './options.tsx';
import { getAt, setAt, type Doc } from './pointer.ts';
import './workspace-forms.css';
import { Table } from '../../ui/Table.tsx';

/** Fields the resolver does not offer: bookkeeping the save sets anew. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at', 'updated_by', '_deleted', 'type', 'demo']);

export interface Difference {
  path: string;
  field?: FieldSpec;
  mine: unknown;
  theirs: unknown;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Where the two versions differ: each described field, then any other top-level field. */
export function differences(fields: readonly FieldSpec[], mine: Doc, theirs: Doc): Difference[] {
  const result: Difference[] = [];
  for (const field of fields) {
    const a = getAt(mine, field.path);
    const b = getAt(theirs, field.path);
    if (!same(a, b)) result.push({ path: field.path, field, mine: a, theirs: b });
  }
  const covered = (key: string) =>
    fields.some((field) => field.path === `/${key}` || field.path.startsWith(`/${key}/`));
  for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
    if (BOOKKEEPING.has(key) || covered(key) || same(mine[key], theirs[key])) continue;
    result.push({ path: `/${key}`, mine: mine[key], theirs: theirs[key] });
  }
  return result;
}

/** `theirs` with the editor's value wherever the choice was "mine". */
export function merge(theirs: Doc, mine: Doc, choices: Readonly<Record<string, 'mine' | 'theirs'>>): Doc {
  let merged = theirs;
  for (const [path, choice] of Object.entries(choices))
    if (choice === 'mine') merged = setAt(merged, path, getAt(mine, path));
  return merged;
}

export interface ConflictResolverProps {
  fields: readonly FieldSpec[];
  mine: Doc;
  theirs: Doc;
  /** Saves the merged document; resolves false when it was refused. */
  onResolve(merged: Doc): Promise<boolean>;
}

export function ConflictResolver({ fields, mine, theirs, onResolve }: ConflictResolverProps) {
  const { t, i18n } = useLingui();
  const diffs = useMemo(() => differences(fields, mine, theirs), [fields, mine, theirs]);
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>(() =>
    Object.fromEntries(diffs.map((diff) => [diff.path, 'mine'])),
  );
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState(false);

  async function save() {
    setSaving(true);
    setRefused(false);
    const ok = await onResolve(merge(theirs, mine, choices));
    setSaving(false);
    if (!ok) setRefused(true);
  }

  return (
    <section className="wf-conflict" aria-labelledby="conflict-title" data-testid="conflict-resolver">
      <h2 id="conflict-title">
        <Trans>Someone else changed this entry while you were editing</Trans>
      </h2>
      <p>
        <Trans>
          Your version was kept on this device. Choose for each field which version to keep, then save the
          result.
        </Trans>
      </p>
      <Table
        className="wf-compare"
        headers={[
          { id: 'field', label: t`Field` },
          { id: 'your-version', label: t`Your version` },
          { id: 'version-on-the-server', label: t`Version on the server` },
          { id: 'keep', label: t`Keep` },
        ]}
      >
        {diffs.map((diff) => {
          const label = diff.field ? i18n._(diff.field.label) : diff.path.slice(1);
          return (
            <tr key={diff.path}>
              <th scope="row">{label}</th>
              <td>
                <Shown value={diff.mine} field={diff.field} />
              </td>
              <td>
                <Shown value={diff.theirs} field={diff.field} />
              </td>
              <td>
                <RadioGroup
                  label={t`Keep for ${label}`}
                  value={choices[diff.path]}
                  onChange={(value) => setChoices({ ...choices, [diff.path]: value as 'mine' | 'theirs' })}
                >
                  <Radio value="mine">
                    <Trans>Mine</Trans>
                  </Radio>
                  <Radio value="theirs">
                    <Trans>Server</Trans>
                  </Radio>
                </RadioGroup>
              </td>
            </tr>
          );
        })}
      </Table>
      {refused && (
        <p role="alert" className="form__error">
          <Trans>The merged version is not valid. Choose other values.</Trans>
        </p>
      )}
      <div className="wf-actions">
        <Button onPress={() => void save()} isPending={saving}>
          <Trans>Save the chosen version</Trans>
        </Button>
      </div>
    </section>
  );
}

function Shown({ value, field }: { value: unknown; field?: FieldSpec }) {
  const { t } = useLingui();
  const source =
    field && (field.control.kind === 'select' || field.control.kind === 'multi')
      ? field.control.options
      : null;
  const options = useOptions(source ?? { static: [] });
  if (value === undefined || value === null || value === '') return <em>{t`(empty)`}</em>;
  if (typeof value === 'boolean') return <>{value ? t`Yes` : t`No`}</>;
  const label = (id: unknown) => options.find((option) => option.id === id)?.label ?? String(id);
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string')) return <>{value.map(label).join(', ')}</>;
    return <code>{JSON.stringify(value, null, 1)}</code>;
  }
  if (typeof value === 'object') return <code>{JSON.stringify(value)}</code>;
  return <>{source ? label(value) : String(value)}</>;
}
