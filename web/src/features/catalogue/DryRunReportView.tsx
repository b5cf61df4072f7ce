// The dry run's report: how many rows the file would create, update and leave as they are, each
// row's changes (old → new), its errors and warnings by sheet and column, and for each master data
// value the catalogue does not know the choice to create it or to use an existing entry.
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatNumber } from '../../lib/format.ts';
import { Select } from '../../ui/Select.tsx';
import { ViewTable } from '../../workspace/ViewTable.tsx';
import { ChangeTable } from './ChangeTable.tsx';
import { MASTER_DATA_SCREENS } from './masterdata-types.ts';
import { PRODUCT_FIELDS } from './product-fields.ts';
import type {
  DryRunReport,
  ImportChoices,
  ImportIssue,
  ImportReportRow,
  UnknownMasterData,
} from './import-report.ts';

const ACTIONS: Record<ImportReportRow['action'], MessageDescriptor> = {
  create: msg`New`,
  update: msg`Changed`,
  unchanged: msg`Unchanged`,
  error: msg`Error`,
};

export function DryRunReportView({
  report,
  choices,
  onChoices,
  children,
}: {
  report: DryRunReport;
  choices: ImportChoices;
  onChoices(choices: ImportChoices): void;
  /** The apply button, when the file may be applied. */
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const number = (value: number) => formatNumber(value, i18n.locale);
  const { counts } = report;
  return (
    <section className="catalogue-import__report" aria-labelledby="import-report-heading">
      <h2 id="import-report-heading">
        <Trans>Dry run of “{report.file_name}”</Trans>
      </h2>
      <dl className="stat-totals catalogue-import__counts">
        <Count label={t`New`} value={number(counts.create)} />
        <Count label={t`Changed`} value={number(counts.update)} />
        <Count label={t`Unchanged`} value={number(counts.unchanged)} />
        <Count label={t`Rows with errors`} value={number(counts.error_rows)} />
        <Count label={t`Warnings`} value={number(counts.warnings)} />
      </dl>
      <p role="status">
        {report.batch_id
          ? t`Nothing has been stored yet. Check the changes, then apply the import.`
          : report.unknown_master_data.length > 0 && counts.error_rows === 0
            ? t`Choose for each unknown master data value whether to create it or use an existing entry, then run the dry run again.`
            : counts.error_rows > 0
              ? t`The file cannot be imported until its errors are corrected. Correct the file and run the dry run again.`
              : t`The file changes nothing.`}
      </p>
      {report.unknown_master_data.length > 0 && (
        <UnknownChoices unknown={report.unknown_master_data} choices={choices} onChoices={onChoices} />
      )}
      {children}
      <ViewTable
        rows={report.rows}
        empty={<Trans>The file has no product rows.</Trans>}
        className="catalogue-import__rows"
        caption={t`Rows of the file`}
        headers={[
          { id: 'row', label: t`Row` },
          { id: 'product', label: t`Product` },
          { id: 'action', label: t`Result` },
          { id: 'changes', label: t`Changes` },
          { id: 'issues', label: t`Errors and warnings` },
        ]}
        row={(row) => (
          <tr key={`${row.row}:${row.key}`} data-action={row.action} data-doc-id={row.doc_id}>
            <td>{row.row}</td>
            <th scope="row">{row.name}</th>
            <td>{i18n._(ACTIONS[row.action])}</td>
            <td>
              {row.action === 'update' && (
                <ChangeTable
                  caption={t`Changes of ${row.name}`}
                  changes={row.changes}
                  fields={PRODUCT_FIELDS}
                />
              )}
            </td>
            <td>
              <IssueList issues={row.errors} kind="error" />
              <IssueList issues={row.warnings} kind="warning" />
            </td>
          </tr>
        )}
        after={
          report.rows_truncated && (
            <p className="muted">
              <Trans>Only the first rows are listed; the counts cover the whole file.</Trans>
            </p>
          )
        }
      />
    </section>
  );
}

function Count({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function IssueList({ issues, kind }: { issues: ImportIssue[]; kind: 'error' | 'warning' }) {
  const { t } = useLingui();
  if (issues.length === 0) return null;
  return (
    <ul className={`catalogue-import__issues catalogue-import__issues--${kind}`}>
      {issues.map((issue, index) => {
        const where = issue.column
          ? t`Sheet ${issue.sheet}, column “${issue.column}”`
          : t`Sheet ${issue.sheet}`;
        return (
          <li key={index}>
            <strong>{kind === 'error' ? t`Error` : t`Warning`}</strong> ({where}): {issue.message}
          </li>
        );
      })}
    </ul>
  );
}

const CREATE = 'create';

function UnknownChoices({
  unknown,
  choices,
  onChoices,
}: {
  unknown: UnknownMasterData[];
  choices: ImportChoices;
  onChoices(choices: ImportChoices): void;
}) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'de';
  const typeTitle = (item: UnknownMasterData) => {
    const screen = MASTER_DATA_SCREENS.find((candidate) => candidate.type === item.type);
    return screen ? i18n._(screen.title) : item.type;
  };
  const selected = (item: UnknownMasterData) => {
    const choice = choices[item.choice_key];
    if (!choice) return null;
    return 'create' in choice ? CREATE : choice.map;
  };
  return (
    <fieldset className="catalogue-import__unknown">
      <legend>
        <Trans>Master data the catalogue does not know</Trans>
      </legend>
      {unknown.map((item) => (
        <Select
          key={item.choice_key}
          label={t`${typeTitle(item)} “${item.value}” (rows ${item.rows.join(', ')})`}
          placeholder={t`Choose…`}
          options={[
            { id: CREATE, label: t`Create as a new entry` },
            ...item.candidates.map((candidate) => ({
              id: candidate.id,
              label: t`Use “${candidate.name[language] || candidate.name.de}”`,
            })),
          ]}
          selectedKey={selected(item)}
          onSelectionChange={(key) =>
            onChoices({
              ...choices,
              [item.choice_key]: key === CREATE ? { create: true } : { map: String(key) },
            })
          }
        />
      ))}
    </fieldset>
  );
}
