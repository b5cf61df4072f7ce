// The wire shapes of the catalogue import (`/api/catalogue-import`): the dry run's report, the
// batches and staff's master data choices. The server builds them and the workspace reads them,
// both from these definitions.
import type { MasterDataType } from './collections/index.ts';

/** One field of a document, old → new (a dotted path, e.g. `name` or `price.max`). */
export interface ImportFieldChange {
  field: string;
  old?: unknown;
  new?: unknown;
}

export interface ImportIssue {
  row: number;
  sheet: string;
  /** The column's header as the file has it. */
  column?: string;
  key: string;
  /** In the language the request asked for. */
  message: string;
}

export interface ImportReportRow {
  row: number;
  /** The product's stable key (a link's row carries its product's). */
  key: string;
  name: string;
  doc_id: string;
  /** `link`: a row of the links sheet, `doc_id` and `name` are the link's. */
  entity?: 'link';
  action: 'create' | 'update' | 'unchanged' | 'error';
  changes: ImportFieldChange[];
  errors: ImportIssue[];
  warnings: ImportIssue[];
}

export interface UnknownMasterData {
  type: MasterDataType;
  value: string;
  choice_key: string;
  rows: number[];
  candidates: { id: string; name: { de: string; en: string } }[];
}

export interface ImportCounts {
  create: number;
  update: number;
  unchanged: number;
  error_rows: number;
  warnings: number;
}

/** What staff chose for an unknown master data value: create it, or use an existing entry. */
export type ImportChoice = { create: true } | { map: string };
/** The choices by `choice_key`. */
export type ImportChoices = Readonly<Record<string, ImportChoice>>;

export interface DryRunReport {
  file_name: string;
  format: string;
  language: 'de' | 'en';
  counts: ImportCounts;
  rows: ImportReportRow[];
  rows_truncated: boolean;
  unknown_master_data: UnknownMasterData[];
  master_data_to_create: { id: string; type: MasterDataType; name: { de: string; en: string } }[];
  /** Present when the file can be applied (no errors, no open master data choice). */
  batch_id?: string;
}

export type BatchStatus = 'planned' | 'applying' | 'applied' | 'undoing' | 'undone';

export interface ImportBatchView {
  id: string;
  status: BatchStatus;
  file_name: string;
  format: string;
  user_id: string;
  user_name?: string;
  created_at: string;
  applied_at?: string;
  undone_at?: string;
  heartbeat_at?: string;
  entries: number;
  counts: ImportCounts & { master_data: number };
  results: { applied: number; conflicts: number; undone: number; undo_conflicts: number };
  /** How far a running apply or undo is, chunk by chunk. */
  progress?: { done: number; total: number };
}
