// Bulk import and export of the catalogue for staff (`/api/catalogue-import`):
//
// POST /dry-run?file_name=…&choices=…   the file as the raw body (CSV, XLSX or a FHIR R4 LIVD
//                                       Bundle, at most MAX_IMPORT_BYTES): the report; with no
//                                       errors a planned batch to apply. Writes no product.
// GET  /batches, GET /batches/:id       the batches, newest first, with file, user and counts
// POST /batches/:id/apply               writes the planned batch (or resumes a stopped one)
// POST /batches/:id/undo                brings back the revisions the batch replaced
// GET  /export?format=csv|xlsx|fhir&lang=de|en   the whole catalogue, hidden products marked
// GET  /template?format=csv|xlsx&lang=de|en      the empty template with its headers
//
// Importing needs `products-create` and `products-update` (and, to create unknown master data,
// that type's create permission); reading batches, export and template `products-read`.
import express from 'express';
import {
  masterWritePermission,
  pickLocale,
  type DryRunReport,
  type ImportBatchView,
  type Locale,
  type MasterDataType,
} from '@poct/schemas';
import {
  assertPermission,
  claimsOf,
  displayNameOf,
  requirePermission,
  type Auth,
} from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { checkIdParams } from '../../platform/http/checked-id.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import {
  applyBatch,
  listBatches,
  openBatch,
  readBatch,
  readConflicts,
  undoBatch,
  type ImportBatch,
} from './batches.ts';
import { readCatalogueIndex } from './catalogue-index.ts';
import { exportCatalogue, EXPORT_FORMATS, type ExportFormat } from './export-catalogue.ts';
import { MAX_IMPORT_BYTES, megabytes } from './limits.ts';
import { planImport, type Choice, type Choices } from './plan-import.ts';
import { readImportFile } from './read-file.ts';
import { writeTemplate } from './template.ts';

export interface CatalogueImportDeps {
  store: StoreClient;
  auth: Auth;
}

const tooLarge = () => new AppError(413, 'import.too_large', { max: megabytes(MAX_IMPORT_BYTES) });

function parseChoices(raw: unknown): Choices {
  if (raw === undefined) return {};
  if (typeof raw !== 'string' || raw.length > 100_000) throw new AppError(400, 'import.choices');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError(400, 'import.choices');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new AppError(400, 'import.choices');
  const choices: Record<string, Choice> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const choice = value as Record<string, unknown> | null;
    if (choice?.create === true && Object.keys(choice).length === 1) choices[key] = { create: true };
    else if (typeof choice?.map === 'string' && Object.keys(choice).length === 1)
      choices[key] = { map: choice.map };
    else throw new AppError(400, 'import.choices');
  }
  return choices;
}

function fileNameOf(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim().slice(0, 200) : '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return name.replace(/[\u0000-\u001f\u007f]/g, '') || 'import';
}

const localeOf = (req: express.Request): Locale =>
  req.query.lang === 'de' || req.query.lang === 'en'
    ? req.query.lang
    : pickLocale(req.headers['accept-language']);

export function createCatalogueImportRouter(deps: CatalogueImportDeps): express.Router {
  const { store, auth } = deps;
  const router = express.Router();
  checkIdParams(router, { id: 'import_batch' });
  const mayImport = [auth.requireAuth, requirePermission('products-create', 'products-update')];
  const mayRead = [auth.requireAuth, requirePermission('products-read')];

  const batchView = async (batch: ImportBatch): Promise<ImportBatchView> => {
    const account = await auth.accounts.get(batch.user_id);
    const { _rev, conflict_seqs, ...rest } = batch;
    void _rev;
    void conflict_seqs;
    return { ...rest, id: batch._id, user_name: account ? displayNameOf(account) : undefined };
  };

  router.post(
    '/dry-run',
    ...mayImport,
    (req, _res, next) => {
      // A declared length over the limit is refused before a byte of the body is read.
      if (Number(req.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES) throw tooLarge();
      next();
    },
    express.raw({ type: () => true, limit: MAX_IMPORT_BYTES }),
    async (req, res) => {
      const bytes: unknown = req.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new AppError(400, 'import.empty');
      const claims = claimsOf(res)!;
      const choices = parseChoices(req.query.choices);
      const source = await readImportFile(bytes);
      const index = await readCatalogueIndex(store);
      const now = new Date().toISOString();
      const fileName = fileNameOf(req.query.file_name);
      const writer = openBatch(store, { fileName, format: source.format, userId: claims.sub, now });
      let plan;
      try {
        plan = await planImport({
          source,
          lookup: index.lookup,
          existing: index.byKey,
          withWebsite: index.withWebsite,
          links: index.linksByProduct,
          choices,
          locale: pickLocale(req.headers['accept-language']),
          userId: claims.sub,
          now,
          sink: writer,
        });
        // Creating master data needs that type's create permission.
        for (const doc of plan.master_data_to_create)
          assertPermission(claims, masterWritePermission('masterdata_master', doc, 'create'));
      } catch (error) {
        await writer.abandon();
        throw error;
      }
      const blocked = plan.counts.error_rows > 0 || plan.unknown_master_data.length > 0;
      if (blocked) await writer.abandon();
      const batch = blocked ? undefined : await writer.commit(plan);
      const report: DryRunReport = {
        file_name: fileName,
        format: source.format,
        language: source.language,
        counts: plan.counts,
        rows: plan.rows,
        rows_truncated: plan.rows_truncated,
        unknown_master_data: plan.unknown_master_data,
        // The master data the plan makes itself, with a type and both names.
        master_data_to_create: plan.master_data_to_create.map((doc) => ({
          id: doc._id,
          type: doc.type as MasterDataType,
          name: doc.name as { de: string; en: string },
        })),
        ...(batch ? { batch_id: batch._id } : {}),
      };
      res.json(report);
    },
  );

  router.get('/batches', ...mayRead, async (_req, res) => {
    res.json({ batches: await Promise.all((await listBatches(store)).map(batchView)) });
  });

  router.get('/batches/:id', ...mayRead, async (req, res) => {
    const batch = await readBatch(store, req.params.id as string);
    const conflicts = (await readConflicts(store, batch)).map((entry) => ({
      doc_id: entry.doc_id,
      name: entry.next.name,
      state: entry.state,
      expected_rev: entry.state === 'conflict' ? entry.base_rev : entry.applied_rev,
      found_rev: entry.conflict_rev,
    }));
    res.json({ ...(await batchView(batch)), conflicts });
  });

  router.post('/batches/:id/apply', ...mayImport, async (req, res) => {
    await readBatch(store, req.params.id as string);
    const batch = await applyBatch(store, req.params.id as string, claimsOf(res)!.sub);
    res.json(await batchView(batch));
  });

  router.post('/batches/:id/undo', ...mayImport, async (req, res) => {
    await readBatch(store, req.params.id as string);
    const batch = await undoBatch(store, req.params.id as string, claimsOf(res)!.sub);
    res.json(await batchView(batch));
  });

  router.get('/export', ...mayRead, async (req, res) => {
    const format = String(req.query.format ?? 'csv');
    if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw new AppError(400, 'error.400');
    await exportCatalogue(store, format as ExportFormat, localeOf(req), res);
  });

  router.get('/template', ...mayRead, async (req, res) => {
    const format = String(req.query.format ?? 'csv');
    if (format !== 'csv' && format !== 'xlsx') throw new AppError(400, 'error.400');
    await writeTemplate(format, localeOf(req), res);
  });

  // body-parser's own 413 (a body longer than it declared, or sent chunked) gets our text.
  router.use(((error, _req, _res, next) => {
    const status = (error as { status?: unknown }).status;
    next(status === 413 && !(error instanceof AppError) ? tooLarge() : error);
  }) as express.ErrorRequestHandler);
  return router;
}
