// The answers of the catalogue import (`/api/catalogue-import`), as the server sends them: the
// one definition of those shapes is the shared schemas package's.
export type {
  BatchStatus,
  DryRunReport,
  ImportBatchView as ImportBatch,
  ImportChoices,
  ImportCounts,
  ImportIssue,
  ImportReportRow,
  UnknownMasterData,
} from '@poct/schemas';
