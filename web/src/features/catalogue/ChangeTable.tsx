// The fields one write changed, as a table: field, before, after. Shared by the History panel of
// the edit screens and the audit overview.
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';
import { fieldLabel, formatValue, type FieldChange } from './audit-entries.ts';
import { Table } from '../../ui/Table.tsx';

export function ChangeTable({
  caption,
  changes,
  fields,
}: {
  caption: string;
  changes: readonly FieldChange[];
  fields: readonly FieldSpec[];
}) {
  const { t, i18n } = useLingui();
  if (changes.length === 0)
    return (
      <p className="muted">
        <Trans>No field changed.</Trans>
      </p>
    );
  return (
    <Table
      className="audit-changes"
      caption={caption}
      headers={[
        { id: 'field', label: t`Field` },
        { id: 'before', label: t`Before` },
        { id: 'after', label: t`After` },
      ]}
    >
      {changes.map((change) => (
        <tr key={change.field}>
          <th scope="row">{fieldLabel(change.field, fields, i18n)}</th>
          <td>
            <del>{formatValue(change.old, i18n)}</del>
          </td>
          <td>
            <ins>{formatValue(change.new, i18n)}</ins>
          </td>
        </tr>
      ))}
    </Table>
  );
}
