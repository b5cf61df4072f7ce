// The comparison report on screen and on paper: the sections of the report model as HTML, with
// tables that have captions and header cells (scope col/row) for screen readers. The print
// stylesheet (report.css) starts each section on a clean page and repeats table headers.
import type { ComparisonReport, ReportSection, ReportTable } from './report-model.ts';
import './report.css';
import { Table } from '../../ui/Table.tsx';

function ReportTableView({ table }: { table: ReportTable }) {
  if (table.rows.length === 0) {
    return (
      <>
        <h3 className="report__caption">{table.caption}</h3>
        <p className="report__empty">{table.empty}</p>
      </>
    );
  }
  return (
    // Wide tables scroll sideways on a small screen; the region makes that reachable by keyboard.
    <div className="report__table-wrap" role="region" aria-label={table.caption} tabIndex={0}>
      <Table
        className="report__table"
        caption={table.caption}
        captionVisible
        headers={table.columns.map((column) => ({ id: column, label: column }))}
      >
        {table.rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.header}</th>
            {row.cells.map((cell, column) => (
              <td key={column}>
                {cell.signal ? (
                  <span className={`signal signal--${cell.signal}`}>
                    <span className="signal__dot" aria-hidden="true" />
                    {cell.text}
                  </span>
                ) : (
                  cell.text
                )}
              </td>
            ))}
          </tr>
        ))}
      </Table>
    </div>
  );
}

function Section({ section }: { section: ReportSection }) {
  const headingId = `report-${section.id}`;
  return (
    <section className={`report__section report__section--${section.id}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title}</h2>
      {section.notes.map((note) => (
        <p key={note} className="report__note" role="note">
          {note}
        </p>
      ))}
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.legend.length > 0 && (
        <ul className="report__legend">
          {section.legend.map((entry) => (
            <li key={entry.signal}>
              <span className={`signal signal--${entry.signal}`}>
                <span className="signal__dot" aria-hidden="true" />
                {entry.label}
              </span>
              : {entry.meaning}
            </li>
          ))}
        </ul>
      )}
      {section.tables.map((table) => (
        <ReportTableView key={table.caption} table={table} />
      ))}
    </section>
  );
}

export function ReportView({ report }: { report: ComparisonReport }) {
  return (
    <article className="report" lang={report.locale} aria-labelledby="report-title">
      <header className="report__header">
        <h1 id="report-title">{report.title}</h1>
        {report.saved && (
          <p className="report__saved">
            <strong>{report.saved.name}</strong> · {report.saved.line}
          </p>
        )}
        <p className="report__subtitle">{report.subtitle}</p>
      </header>
      {report.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </article>
  );
}
