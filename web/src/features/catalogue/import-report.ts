// The answers of the catalogue import (`/api/catalogue-import`): the dry run's report and the
// batches, as the server sends them.
import type { MasterDataType } from '@poct/schemas';
import type { FieldChange } from './audit-entries.ts';

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
  key: string;
  name: string;
  doc_id: string;
  action: 'create' | 'update' | 'unchanged' | 'error';
  changes: FieldChange[];
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

export interface DryRunReport {
  file_name: string;
  format: string;
  counts: ImportCounts;
  rows: ImportReportRow[];
  rows_truncated: boolean;
  unknown_master_data: UnknownMasterData[];
  master_data_to_create: { id: string; type: MasterDataType; name: { de: string; en: string } }[];
  /** Present when the file can be applied (no errors, no open master data choice). */
  batch_id?: string;
}

export type BatchStatus = 'planned' | 'applying' | 'applied' | 'undoing' | 'undone';

export interface ImportBatch {
  id: string;
  status: BatchStatus;
  file_name: string;
  format: string;
  user_id: string;
  user_name?: string;
  created_at: string;
  applied_at?: string;
  undone_at?: string;
  entries: number;
  counts: ImportCounts & { master_data: number };
  results: { applied: number; conflicts: number; undone: number; undo_conflicts: number };
  /** How far a running apply or undo is, chunk by chunk. */
  progress?: { done: number; total: number };
}

/** What staff chose for each unknown master data value, by its `choice_key`. */
export type ImportChoices = Record<string, { create: true } | { map: string }>;
