// The dry run: every row of a file turned into the product it would write, checked the way every
// product write is checked (validateDocument: the schema, the price rules, the URL policy) and
// compared with the stored product of the same key. It writes nothing; its answer is the report
// (rows to create, update, leave unchanged, each change old → new, errors and warnings by row and
// column, unknown master data) and the planned writes that an apply carries out, handed to a
// sink as they are decided (the batch store writes them in chunks) rather than held to the end.
import {
  emptyProduct,
  emptySubProduct,
  fromCouchDoc,
  message,
  validateDocument,
  type ImportChoice,
  type ImportChoices,
  type ImportCounts,
  type ImportIssue,
  type ImportReportRow,
  type Locale,
  type MasterDataType,
  type UnknownMasterData,
} from '@poct/schemas';
import { changedFields } from '../../identity/index.ts';
import type { CouchDoc } from '../../platform/store/couch-client.ts';
import {
  CellError,
  cellText,
  parseBoolean,
  parseDate,
  parseList,
  parseNumber,
  type CellValue,
} from './cells.ts';
import { keyColumns, type Column, type HeaderLanguage } from './columns.ts';
import { newLinkId, newMasterDataId, newProductId, newSubProductId, productKey } from './import-keys.ts';
import { MAX_REPORT_ROWS } from './limits.ts';
import type { MasterLookup } from './master-lookup.ts';
import type { ImportRow, ImportSource } from './rows.ts';

export type Issue = ImportIssue;
export type Choice = ImportChoice;
export type Choices = ImportChoices;
export const choiceKey = (type: MasterDataType, value: string) => `${type}:${value.trim().toLowerCase()}`;

export interface PlannedWrite {
  database: 'catalogue_master' | 'masterdata_master' | 'publications_master';
  doc_id: string;
  action: 'create' | 'update';
  /** The revision the dry run read (absent for a new product): an apply writes only over it. */
  base_rev?: string;
  /** The version at `base_rev` (null: none), which an apply replaces and an undo brings back. */
  previous: CouchDoc | null;
  next: CouchDoc;
}

/**
 * Where planned writes go, in the order an apply makes them (master data first). `abandon`: the
 * file has an error, so no batch will be kept; nothing more is added after it.
 */
export interface PlanSink {
  add(write: PlannedWrite): Promise<void>;
  abandon(): Promise<void>;
}

export type ReportRow = ImportReportRow;

export interface DryRun {
  counts: ImportCounts;
  rows: ReportRow[];
  rows_truncated: boolean;
  unknown_master_data: UnknownMasterData[];
  /** Writes handed to the sink (0 when the plan was abandoned). */
  planned_writes: number;
  master_data_to_create: CouchDoc[];
}

export interface PlanContext {
  source: ImportSource;
  lookup: MasterLookup;
  /** Stored products by key. */
  existing: ReadonlyMap<string, CouchDoc>;
  /** Products that have an official website link. */
  withWebsite: ReadonlySet<string>;
  /** Stored links by product id. */
  links: ReadonlyMap<string, readonly CouchDoc[]>;
  choices: Choices;
  locale: Locale;
  userId: string;
  now: string;
  sink: PlanSink;
}

interface Draft {
  key: string;
  /** The key by manufacturer and name, for a file's external id that no product has yet. */
  nameKey: string;
  firstRow: number;
  rows: Set<number>;
  fields: Record<string, unknown>;
  /** Tests in file order, each with the row it came from. */
  tests: { row: number; fields: Record<string, unknown>; extra?: Record<string, unknown> }[];
  issues: Issue[];
  extra?: Record<string, unknown>;
  /** Rows of the links sheet, in file order, each with the errors of its cells. */
  links: { row: number; fields: Record<string, unknown>; issues: Issue[] }[];
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const child = node[part];
    node = (node[part] =
      typeof child === 'object' && child !== null ? { ...(child as object) } : {}) as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}

const isEmpty = (value: CellValue) => cellText(value) === '';
/** What an empty cell of an optional field sets: the field is removed. */
const REMOVE = Symbol('remove');

export async function planImport(context: PlanContext): Promise<DryRun> {
  const { source, locale } = context;
  const language = source.language;
  const text = (key: string, params?: Record<string, string | number>) => message(key, locale, params);
  const drafts = new Map<string, Draft>();
  const unknown = new Map<string, UnknownMasterData>();
  const masterToCreate = new Map<string, CouchDoc>();
  const fileIssues: Issue[] = [];
  const header = (column: Column) => column[language];

  const issue = (
    row: ImportRow,
    key: string,
    column?: Column,
    params?: Record<string, string | number>,
  ): Issue => ({
    row: row.row,
    sheet: row.sheet,
    ...(column ? { column: header(column) } : {}),
    key,
    message: text(key, params),
  });

  const resolveMaster = (
    row: ImportRow,
    column: Column,
    value: string,
    issues: Issue[],
  ): string | undefined => {
    const type = column.master!;
    const found = context.lookup.find(type, value);
    if (found) return found;
    const key = choiceKey(type, value);
    const choice = context.choices[key];
    if (choice && 'map' in choice && context.lookup.entries(type).some((entry) => entry.id === choice.map))
      return choice.map;
    if (choice && 'create' in choice) {
      const id = newMasterDataId(type, value);
      masterToCreate.set(id, {
        _id: id,
        type,
        name: { de: value.trim(), en: value.trim() },
        created_at: context.now,
        updated_at: context.now,
        updated_by: context.userId,
      });
      return id;
    }
    const entry = unknown.get(key) ?? {
      type,
      value: value.trim(),
      choice_key: key,
      rows: [],
      candidates: context.lookup.entries(type).slice(0, 50),
    };
    if (!entry.rows.includes(row.row)) entry.rows.push(row.row);
    unknown.set(key, entry);
    issues.push(issue(row, 'import.unknown_master', column, { value: value.trim() }));
    return undefined;
  };

  const readCell = (row: ImportRow, column: Column, value: CellValue, issues: Issue[]): unknown => {
    if (row.formulas?.includes(column)) {
      issues.push(issue(row, 'import.formula', column));
      return undefined;
    }
    if (isEmpty(value)) {
      if (column.optional) return REMOVE;
      if (column.required)
        issues.push(
          issue(row, column.kind === 'master' ? 'validation.select' : 'validation.required', column),
        );
      return column.kind === 'list' || column.kind === 'masters'
        ? []
        : column.kind === 'text'
          ? ''
          : undefined;
    }
    try {
      switch (column.kind) {
        case 'text':
          return cellText(value);
        case 'list':
          return parseList(value);
        case 'number':
          return parseNumber(value, language as HeaderLanguage);
        case 'date':
          return parseDate(value);
        case 'boolean':
          return parseBoolean(value);
        case 'master':
          return resolveMaster(row, column, cellText(value), issues);
        case 'masters': {
          const ids = parseList(value).map((part) => resolveMaster(row, column, part, issues));
          return [...new Set(ids.filter((id): id is string => !!id))];
        }
      }
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      issues.push(issue(row, error.key, column));
      return undefined;
    }
  };

  for await (const row of source.rows) {
    const cellOf = (column: Column) => row.cells.find(([c]) => c === column)?.[1];
    const keyFields: Record<string, unknown> = {};
    for (const column of keyColumns) keyFields[column.path] = cellText(cellOf(column));
    const key = productKey(keyFields);
    const nameKey = productKey({ ...keyFields, external_id: undefined });
    let draft = drafts.get(key);
    if ((row.sheet === 'sub_products' || row.sheet === 'links') && !draft) {
      const name = keyColumns.find((column) => column.path === 'name');
      const missing = row.sheet === 'links' ? 'import.link_product_missing' : 'import.product_missing';
      fileIssues.push(issue(row, missing, name));
      continue;
    }
    if (row.sheet === 'links') {
      const link = { row: row.row, fields: {} as Record<string, unknown>, issues: [] as Issue[] };
      for (const [column, value] of row.cells)
        if (column.sheet === 'links') {
          const parsed = readCell(row, column, value, link.issues);
          if (parsed !== undefined) setPath(link.fields, column.path, parsed);
        }
      draft!.links.push(link);
      continue;
    }
    if (row.sheet === 'products' && draft) {
      draft.issues.push(issue(row, 'import.duplicate'));
      continue;
    }
    if (!draft) {
      draft = {
        key,
        nameKey,
        firstRow: row.row,
        rows: new Set(),
        fields: {},
        tests: [],
        issues: [],
        links: [],
      };
      drafts.set(key, draft);
    }
    draft.rows.add(row.row);
    const isNewRowOfProduct = draft.firstRow === row.row;
    const test: Record<string, unknown> = {};
    let hasTest = false;
    if (row.sheet !== 'sub_products') {
      // A CSV's later rows of a product repeat its columns (or leave them empty): they add tests.
      if (isNewRowOfProduct)
        for (const [column, value] of row.cells)
          if (column.sheet === 'products') {
            const parsed = readCell(row, column, value, draft.issues);
            if (parsed !== undefined) setPath(draft.fields, column.path, parsed);
          }
      if (row.extra && isNewRowOfProduct) draft.extra = row.extra;
    }
    const testCells = row.cells.filter(([column]) => column.sheet === 'sub_products');
    if (row.sheet !== 'products' && testCells.some(([, value]) => !isEmpty(value))) {
      hasTest = true;
      for (const [column, value] of testCells) {
        const parsed = readCell(row, column, value, draft.issues);
        if (parsed !== undefined) setPath(test, column.path, parsed);
      }
    }
    if (hasTest || (row.sheet === 'sub_products' && row.extra))
      draft.tests.push({ row: row.row, fields: test, ...(row.extra ? { extra: row.extra } : {}) });
  }

  const hasTestColumns = [...source.columns].some((column) => column.sheet === 'sub_products');
  const result: DryRun = {
    counts: { create: 0, update: 0, unchanged: 0, error_rows: 0, warnings: 0 },
    rows: [],
    rows_truncated: false,
    unknown_master_data: [...unknown.values()],
    planned_writes: 0,
    master_data_to_create: [...masterToCreate.values()],
  };
  // With unknown master data or an error in the file no batch is kept, so no write is handed on.
  let abandoned = false;
  const abandon = async () => {
    if (abandoned) return;
    abandoned = true;
    result.planned_writes = 0;
    await context.sink.abandon();
  };
  const plan = async (write: PlannedWrite) => {
    if (abandoned) return;
    result.planned_writes++;
    await context.sink.add(write);
  };
  if (unknown.size > 0 || fileIssues.length > 0) await abandon();
  for (const doc of masterToCreate.values())
    await plan({
      database: 'masterdata_master',
      doc_id: doc._id,
      action: 'create',
      previous: null,
      next: doc,
    });
  const report = (row: ReportRow) => {
    if (row.action === 'unchanged' && row.warnings.length === 0) return;
    if (result.rows.length < MAX_REPORT_ROWS) result.rows.push(row);
    else result.rows_truncated = true;
  };
  for (const fileIssue of fileIssues) {
    result.counts.error_rows++;
    report({
      row: fileIssue.row,
      key: '',
      name: '',
      doc_id: '',
      action: 'error',
      changes: [],
      errors: [fileIssue],
      warnings: [],
    });
  }

  for (const [draftKey, draft] of drafts) {
    // Each draft is let go once decided, so the file's products are not all held twice.
    drafts.delete(draftKey);
    const before = findStored(context.existing, draft);
    const next = buildProduct(draft, before, context, hasTestColumns);
    const warnings: Issue[] = [];
    const firstRow = { row: draft.firstRow, sheet: 'products', cells: [] } as ImportRow;
    if (!before) {
      for (const path of ['price.min', 'price.max', 'price.default', 'price.average', 'price.as_of'])
        if (![...source.columns].some((column) => column.sheet === 'products' && column.path === path)) {
          warnings.push({ ...issue(firstRow, 'import.price_missing') });
          break;
        }
    }
    const changes = changedFields(before ? comparable(before) : null, comparable(next));
    const errors = [...draft.issues];
    // A product the file leaves as it is gets no write, so the rules it is checked by on a
    // write do not apply (stored data may predate a rule, as the demo images predate the URL policy).
    const validation =
      before && changes.length === 0
        ? { ok: true as const }
        : validateDocument('product', fromCouchDoc(next));
    if (!validation.ok) {
      for (const error of validation.errors) {
        const located = locate(error.path, draft, source);
        // A cell that could not be read is reported once, by the reader.
        if (errors.some((known) => known.row === located.row && known.column === located.column)) continue;
        errors.push({
          row: located.row,
          sheet: located.sheet,
          ...(located.column ? { column: located.column[language] } : {}),
          key: error.key,
          message: text(error.key, error.params),
        });
      }
    }
    const addsWebsite = draft.links.some((link) => link.fields.type === 'official_website');
    if (!context.withWebsite.has(next._id) && !addsWebsite)
      warnings.push(issue(firstRow, 'warning.no_official_website'));
    result.counts.warnings += warnings.length;
    const name = typeof next.name === 'string' ? next.name : '';
    if (errors.length > 0) {
      await abandon();
      result.counts.error_rows += new Set(errors.map((e) => e.row)).size;
      report({
        row: draft.firstRow,
        key: draft.key,
        name,
        doc_id: next._id,
        action: 'error',
        changes,
        errors,
        warnings,
      });
      await planLinks(draft, next._id);
      continue;
    }
    const action = !before ? 'create' : changes.length === 0 ? 'unchanged' : 'update';
    result.counts[action]++;
    report({
      row: draft.firstRow,
      key: draft.key,
      name,
      doc_id: next._id,
      action,
      changes: action === 'create' ? [] : changes,
      errors,
      warnings,
    });
    if (action !== 'unchanged')
      await plan({
        database: 'catalogue_master',
        doc_id: next._id,
        action,
        ...(before?._rev ? { base_rev: before._rev } : {}),
        previous: before ?? null,
        next,
      });
    await planLinks(draft, next._id);
  }
  return result;

  /** The links sheet's rows of a product, each decided, checked and reported like a product. */
  async function planLinks(draft: Draft, productId: string): Promise<void> {
    const stored = context.links.get(productId) ?? [];
    const taken = new Set<string>();
    const seen = new Map<string, number>();
    for (const link of draft.links) {
      const { _id: id, ...fields } = link.fields;
      const before = findStoredLink(stored, taken, id, fields);
      if (before) taken.add(before._id);
      const identity = String(fields.url || fields.title || '').toLowerCase();
      const occurrence = seen.get(identity) ?? 0;
      seen.set(identity, occurrence + 1);
      const base = before ?? newLink(newLinkId(draft.key, identity, occurrence), productId, context);
      const merged = merge(base, { ...fields, product_id: productId }) as CouchDoc;
      const changes = changedFields(before ? comparable(before) : null, comparable(merged));
      const next =
        changes.length > 0 ? { ...merged, updated_at: context.now, updated_by: context.userId } : merged;
      const errors = [...link.issues];
      const validation =
        before && changes.length === 0 ? { ok: true as const } : validateDocument('link', fromCouchDoc(next));
      if (!validation.ok)
        for (const error of validation.errors) {
          const field = error.path.split('/').filter(Boolean).join('.');
          const column = [...source.columns].find((c) => c.sheet === 'links' && covers(c.path, field));
          const header = column?.[language];
          if (errors.some((known) => known.column === header)) continue;
          errors.push({
            row: link.row,
            sheet: 'links',
            ...(header ? { column: header } : {}),
            key: error.key,
            message: text(error.key, error.params),
          });
        }
      const action =
        errors.length > 0 ? 'error' : !before ? 'create' : changes.length === 0 ? 'unchanged' : 'update';
      const title = typeof next.title === 'string' ? next.title : '';
      if (action === 'error') {
        await abandon();
        result.counts.error_rows++;
      } else result.counts[action]++;
      report({
        row: link.row,
        key: draft.key,
        name: title,
        doc_id: next._id,
        entity: 'link',
        action,
        changes: action === 'create' ? [] : changes,
        errors,
        warnings: [],
      });
      if (action === 'create' || action === 'update')
        await plan({
          database: 'publications_master',
          doc_id: next._id,
          action,
          ...(before?._rev ? { base_rev: before._rev } : {}),
          previous: before ?? null,
          next,
        });
    }
  }
}

/** The stored link a row of the links sheet changes: by its id, else by its address, else by its title. */
function findStoredLink(
  stored: readonly CouchDoc[],
  taken: ReadonlySet<string>,
  id: unknown,
  fields: Record<string, unknown>,
): CouchDoc | undefined {
  const open = stored.filter((link) => !taken.has(link._id));
  const same = (a: unknown, b: unknown) =>
    typeof a === 'string' && a.trim() !== '' && a.trim().toLowerCase() === String(b).trim().toLowerCase();
  return (
    open.find((link) => typeof id === 'string' && link._id === id) ??
    open.find((link) => same(fields.url, link.url)) ??
    open.find((link) => same(fields.title, link.title))
  );
}

/** A new link the row fills in; the link schema checks what the row leaves out. */
function newLink(id: string, productId: string, context: PlanContext): CouchDoc {
  return {
    _id: id,
    created_at: context.now,
    updated_at: context.now,
    updated_by: context.userId,
    product_id: productId,
    url: '',
    title: '',
    abstract: { de: '', en: '' },
    visible: true,
  };
}

/**
 * The stored product a draft changes: the one with its external id, else the one of its
 * manufacturer and name that has no other external id.
 */
function findStored(existing: ReadonlyMap<string, CouchDoc>, draft: Draft): CouchDoc | undefined {
  const found = existing.get(draft.key);
  if (found || draft.key === draft.nameKey) return found;
  const byName = existing.get(draft.nameKey);
  return byName && byName.external_id === undefined ? byName : undefined;
}

/** A product without its bookkeeping, as the report compares it. */
function comparable(doc: CouchDoc): Record<string, unknown> {
  const { _rev, created_at, updated_at, updated_by, ...rest } = doc;
  void _rev;
  void created_at;
  void updated_at;
  void updated_by;
  return rest;
}

/**
 * A new product the file fills in. Unlike the product form, whose price fields start empty for
 * staff to type, the import starts prices at 0: a file without price columns (an LIVD Bundle has
 * none) still makes a product the schema accepts, and the report warns that its prices are missing.
 */
function newProduct(id: string, now: string, userId: string): CouchDoc {
  const { id: _id, ...fields } = emptyProduct(id);
  void _id;
  return {
    _id: id,
    created_at: now,
    updated_at: now,
    updated_by: userId,
    ...fields,
    price: {
      min: 0,
      max: 0,
      default: 0,
      average: 0,
      currency: fields.price.currency,
      as_of: now.slice(0, 10),
    },
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `fields` over `base`, object by object; REMOVE takes a field away, an object left empty goes too. */
function merge(base: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [name, value] of Object.entries(fields)) {
    if (value === REMOVE) {
      delete out[name];
      continue;
    }
    const current = out[name];
    if (!isPlainObject(value)) {
      out[name] = value;
      continue;
    }
    const merged = merge(isPlainObject(current) ? current : {}, value);
    if (Object.keys(merged).length === 0 && current === undefined) delete out[name];
    else out[name] = merged;
  }
  return out;
}

/**
 * A new test the file fills in. Its sample type, volume and time start empty (where the form
 * leaves them out), so a file without those cells gets its error at that cell's column.
 */
function newTest(id: string): Record<string, unknown> {
  return { ...emptySubProduct(id), sample_type_id: '', sample_volume_ul: 0, time_to_result_min: 0 };
}

function buildProduct(
  draft: Draft,
  before: CouchDoc | undefined,
  context: PlanContext,
  hasTestColumns: boolean,
): CouchDoc {
  const base = before ?? newProduct(newProductId(draft.key), context.now, context.userId);
  const merged = merge(base, { ...draft.fields, ...(draft.extra ?? {}) }) as CouchDoc;
  if (hasTestColumns) {
    const previous = (before?.sub_products as Record<string, unknown>[] | undefined) ?? [];
    const seen = new Map<string, number>();
    merged.sub_products = draft.tests.map((test) => {
      const name = typeof test.fields.name === 'string' ? test.fields.name : '';
      const occurrence = seen.get(name.toLowerCase()) ?? 0;
      seen.set(name.toLowerCase(), occurrence + 1);
      const same = previous.filter((sub) => String(sub.name).toLowerCase() === name.toLowerCase())[
        occurrence
      ];
      const start = same ?? newTest(newSubProductId(draft.key, name, occurrence));
      return merge(start, { ...test.fields, ...(test.extra ?? {}) });
    });
  }
  const changed = !before || changedFields(comparable(before), comparable(merged)).length > 0;
  return changed ? { ...merged, updated_at: context.now, updated_by: context.userId } : merged;
}

/** A column holds the field at `field` (`price.max`), is inside it (`description` → `.de`) or
 * holds the list it is an item of (`loinc_codes.0`). */
const covers = (path: string, field: string) =>
  path === field || path.startsWith(`${field}.`) || field.startsWith(`${path}.`);

/** The row and column a validation error's path points at (`/price/max`, `/sub_products/2/name`). */
function locate(
  path: string,
  draft: Draft,
  source: ImportSource,
): { row: number; sheet: string; column?: Column } {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'sub_products' && parts[1] !== undefined) {
    const test = draft.tests[Number(parts[1])];
    const field = parts.slice(2).join('.');
    const column = [...source.columns].find((c) => c.sheet === 'sub_products' && covers(c.path, field));
    return {
      row: test?.row ?? draft.firstRow,
      sheet: source.format === 'csv' ? 'both' : 'sub_products',
      ...(column ? { column } : {}),
    };
  }
  const field = parts.join('.');
  const column = [...source.columns].find((c) => c.sheet === 'products' && covers(c.path, field));
  return {
    row: draft.firstRow,
    sheet: source.format === 'csv' ? 'both' : 'products',
    ...(column ? { column } : {}),
  };
}
