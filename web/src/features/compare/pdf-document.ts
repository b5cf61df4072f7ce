// The comparison report as a pdfmake document definition: the same sections, tables and texts as
// the page, in the same order, laid out for A4 landscape. Sections follow one another as on the
// page, so a short section does not leave a page mostly empty; a heading or caption is never left
// alone at the foot of a page (it moves to the next with what follows), table headers repeat on
// every page, rows never split, and the disclaimer stays whole. Runs in the PDF worker; pure, so
// it is tested without pdfmake.
import type { Signal } from '@poct/schemas';
import type { ComparisonReport, ReportSection, ReportTable } from './report-model.ts';

/** The few pdfmake shapes used here (pdfmake ships no types). */
export type PdfContent = Record<string, unknown> | string;
export interface PdfDocument {
  pageSize: 'A4';
  pageOrientation: 'landscape';
  pageMargins: [number, number, number, number];
  language: string;
  info: Record<string, string>;
  content: PdfContent[];
  styles: Record<string, Record<string, unknown>>;
  defaultStyle: Record<string, unknown>;
  footer(currentPage: number, pageCount: number): PdfContent;
  pageBreakBefore(node: PdfNodeInfo, nodes: { getFollowingNodesOnPage(): PdfNodeInfo[] }): boolean;
}
export interface PdfNodeInfo {
  headlineLevel?: number;
  pageNumbers: number[];
}

export const PDF_FONT = 'Roboto';

/** Light fills behind the signal's name; the name is always printed too. */
export const SIGNAL_FILLS: Record<Signal, string> = {
  g: '#c8e6c9',
  o: '#ffe0b2',
  r: '#ffcdd2',
  w: '#ffffff',
};
const SIGNAL_MARKS: Record<Signal, string> = { g: '#2e7d32', o: '#ef6c00', r: '#c62828', w: '#9e9e9e' };

const MARGIN = 36;

function tableContent(table: ReportTable): PdfContent[] {
  const caption = { text: table.caption, style: 'caption', headlineLevel: 2 };
  if (table.rows.length === 0) return [caption, { text: table.empty ?? '', style: 'empty' }];
  return [
    caption,
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: table.columns.map(() => '*'),
        body: [
          table.columns.map((column) => ({ text: column, style: 'th' })),
          ...table.rows.map((row) => [
            { text: row.header, style: 'rowHeader' },
            ...row.cells.map((cell) =>
              cell.signal
                ? { text: cell.text, fillColor: SIGNAL_FILLS[cell.signal], style: 'signal' }
                : cell.text,
            ),
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
      style: 'table',
    },
  ];
}

function sectionContent(section: ReportSection): PdfContent[] {
  const content: PdfContent[] = [
    { text: section.title, style: 'h2', headlineLevel: 1 },
    ...section.notes.map((note) => ({ text: note, style: 'note' })),
    ...section.paragraphs.map((paragraph) => ({ text: paragraph, style: 'paragraph' })),
  ];
  if (section.legend.length > 0) {
    content.push({
      style: 'legend',
      ul: section.legend.map((entry) => ({
        text: [{ text: `${entry.label}: `, bold: true }, entry.meaning],
        markerColor: SIGNAL_MARKS[entry.signal],
      })),
    });
  }
  content.push(...section.tables.flatMap(tableContent));
  return section.id === 'disclaimer' ? [{ stack: content, unbreakable: true }] : content;
}

export function reportDocument(report: ComparisonReport): PdfDocument {
  const names = report.products.map((product) => product.name).join(', ');
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN + 12],
    language: report.locale,
    info: {
      title: `${report.title}: ${report.saved?.name ?? names}`,
      subject: names,
      author: 'POCT Atlas',
      creator: 'POCT Atlas',
    },
    content: [
      { text: report.title, style: 'title' },
      ...(report.saved
        ? [{ text: [{ text: report.saved.name, bold: true }, ` · ${report.saved.line}`], style: 'saved' }]
        : []),
      { text: report.subtitle, style: 'subtitle' },
      { text: names, style: 'paragraph' },
      ...report.sections.flatMap(sectionContent),
    ],
    styles: {
      title: { fontSize: 20, bold: true, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 11, color: '#555555', margin: [0, 0, 0, 8] },
      saved: { fontSize: 12, margin: [0, 0, 0, 4] },
      h2: { fontSize: 15, bold: true, margin: [0, 12, 0, 6] },
      caption: { fontSize: 10, bold: true, margin: [0, 8, 0, 4] },
      note: { bold: true, color: '#8a4b00', margin: [0, 0, 0, 6] },
      paragraph: { margin: [0, 0, 0, 6] },
      legend: { margin: [0, 0, 0, 6] },
      empty: { color: '#555555', margin: [0, 0, 0, 6] },
      table: { margin: [0, 0, 0, 8] },
      th: { bold: true, fillColor: '#eef3f5' },
      rowHeader: { bold: true },
      signal: { bold: true },
    },
    defaultStyle: { font: PDF_FONT, fontSize: 9, lineHeight: 1.15 },
    footer: (currentPage, pageCount) => ({
      margin: [MARGIN, 12, MARGIN, 0],
      fontSize: 8,
      color: '#555555',
      columns: [
        {
          text: ['POCT Atlas', report.title, report.saved?.name, report.createdOnText]
            .filter(Boolean)
            .join(' · '),
        },
        {
          text: report.pageLabel.replace('{page}', String(currentPage)).replace('{pages}', String(pageCount)),
          alignment: 'right',
        },
      ],
    }),
    // A caption or heading never stays alone at the foot of a page.
    pageBreakBefore: (node, nodes) =>
      node.headlineLevel !== undefined &&
      node.pageNumbers.length === 1 &&
      nodes.getFollowingNodesOnPage().length === 0,
  };
}
