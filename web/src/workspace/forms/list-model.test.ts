// The list model keeps sort orders and search texts between calls and merges changed rows into
// the last order. Whatever it remembers, each answer must equal what the plain
// whole-list code answered: filter everything, sort it stably, slice a page. That code is kept
// here as the reference, and random rows, changes and queries are checked against it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listPage, type Column, type ListQuery } from './list-model.ts';

interface Row {
  id: string;
  name: string;
  maker: string;
  tests: number;
  visible: boolean;
}

/** The plain list model (no remembering), verbatim in what it computes. */
function reference<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  query: ListQuery,
  locale: string,
  filter: (row: T) => boolean = () => true,
) {
  const needle = query.search.trim().toLocaleLowerCase(locale);
  const matching = rows.filter(
    (row) =>
      filter(row) &&
      (needle === '' ||
        columns.some((column) => column.text(row).toLocaleLowerCase(locale).includes(needle))),
  );
  const column = columns.find((c) => c.id === query.sortBy) ?? columns[0];
  if (column) {
    const key = column.sortValue ?? column.text;
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    const keyed = matching.map((row) => ({ row, key: key(row) }));
    keyed.sort((a, b) => {
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : collator.compare(String(a.key), String(b.key));
      return query.descending ? -order : order;
    });
    matching.splice(0, matching.length, ...keyed.map((entry) => entry.row));
  }
  const pages = Math.max(1, Math.ceil(matching.length / query.pageSize));
  const page = Math.min(Math.max(1, query.page), pages);
  const start = (page - 1) * query.pageSize;
  return { rows: matching.slice(start, start + query.pageSize), total: matching.length, pages, page };
}

const columns: Column<Row>[] = [
  { id: 'name', label: 'Name', text: (row) => row.name },
  { id: 'maker', label: 'Manufacturer', text: (row) => row.maker },
  { id: 'visible', label: 'Visible', text: (row) => (row.visible ? 'Ja' : 'Nein') },
  { id: 'tests', label: 'Tests', text: (row) => String(row.tests), sortValue: (row) => row.tests },
];

// Few distinct words, cases and umlauts, so ties, case-blind and accent-blind order all occur.
const word = fc.constantFrom('Äpfel', 'apfel', 'CRP', 'crp', 'Zeta', 'Öl', 'ol', 'Gerät 2', 'Gerät 10', '');
const rowArb = fc.record({
  name: word,
  maker: word,
  tests: fc.integer({ min: 0, max: 4 }),
  visible: fc.boolean(),
});

const queryArb = fc.record({
  search: fc.constantFrom('', 'crp', ' äp ', 'ger', 'nein', 'Ö', '1', 'zz'),
  sortBy: fc.constantFrom('name', 'maker', 'visible', 'tests', 'unknown'),
  descending: fc.boolean(),
  page: fc.integer({ min: 0, max: 6 }),
  pageSize: fc.constantFrom(1, 3, 50),
});

const onlyVisible = (row: Row) => row.visible;

/** A version of the rows as the mirror gives them: by id, unchanged rows the same objects. */
function edit(
  rows: readonly Row[],
  removeEvery: number,
  changeEvery: number,
  added: Omit<Row, 'id'>[],
  round: number,
) {
  const next = rows
    .filter((_, index) => removeEvery === 0 || index % removeEvery !== 1)
    .map((row, index) =>
      changeEvery > 0 && index % changeEvery === 0 ? { ...row, name: `${row.name}x` } : row,
    );
  next.push(...added.map((row, index) => ({ ...row, id: `r${round}-${String(index).padStart(3, '0')}` })));
  return next.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

describe('the list model', () => {
  it('answers every sort, search, filter and page as the whole-list code did, across changed rows', () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 40 }),
        fc.array(
          fc.record({
            removeEvery: fc.integer({ min: 0, max: 4 }),
            changeEvery: fc.integer({ min: 0, max: 4 }),
            added: fc.array(rowArb, { maxLength: 6 }),
            queries: fc.array(queryArb, { minLength: 1, maxLength: 4 }),
            filtered: fc.boolean(),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.constantFrom('de', 'en'),
        (initial, rounds, locale) => {
          let rows: Row[] = initial.map((row, index) => ({
            ...row,
            id: `a-${String(index).padStart(3, '0')}`,
          }));
          rounds.forEach((round, number) => {
            if (number > 0) rows = edit(rows, round.removeEvery, round.changeEvery, round.added, number);
            for (const query of round.queries) {
              const filter = round.filtered ? onlyVisible : undefined;
              expect(listPage(rows, columns, query, locale, filter)).toEqual(
                reference(rows, columns, query, locale, filter),
              );
            }
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([
    ['name', false, ['Äpfel', 'apfel', 'crp', 'CRP', 'Gerät 2', 'Gerät 10']],
    ['name', true, ['Gerät 10', 'Gerät 2', 'crp', 'CRP', 'Äpfel', 'apfel']],
    ['tests', false, ['crp', 'apfel', 'Gerät 10', 'CRP', 'Äpfel', 'Gerät 2']],
    ['tests', true, ['Äpfel', 'Gerät 2', 'Gerät 10', 'CRP', 'crp', 'apfel']],
  ] as const)(
    'sorts by %s (descending: %s): numbers in order, case and accents blind, ties as they came',
    (sortBy, descending, names) => {
      const rows: Row[] = ['crp', 'Gerät 10', 'Äpfel', 'apfel', 'CRP', 'Gerät 2'].map((name, index) => ({
        id: `id-${index}`,
        name,
        maker: '',
        tests: index % 3,
        visible: true,
      }));
      const query = { search: '', sortBy, descending, page: 1, pageSize: 10 };
      expect(listPage(rows, columns, query, 'de').rows.map((row) => row.name)).toEqual(names);
      // Asked again (from the kept order) and after one row changed (merged into it): the same.
      expect(listPage(rows, columns, query, 'de').rows.map((row) => row.name)).toEqual(names);
      const changed = rows.map((row) => (row.name === 'CRP' ? { ...row } : row));
      expect(listPage(changed, columns, query, 'de').rows.map((row) => row.name)).toEqual(names);
    },
  );
});
