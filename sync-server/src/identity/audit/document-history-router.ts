// The workspace's audit trail of catalogue, master data and link writes, as the gateway recorded
// them (write-audit.ts): who wrote which version when, and the version each write
// replaced. Read-only, for staff who may read users or roles (the trail names people and what
// they did); nothing here writes.
//
// GET /api/audit/documents?doc_id=…  the history of one document, oldest first (History panel)
// GET /api/audit/documents/recent    every recorded write, newest first, paged, filterable by
//                                    entity (products, links, masterdata) (the /ds/audit page)
//
// Each entry carries the writer's name and the changed fields (`old → new`). An entry whose
// status is still `attempted` is a write the store refused because another version was stored
// first (a conflict): it is kept here, so the version the editor sent is never lost.
import express from 'express';
import { isDocumentId } from '@poct/schemas';
import type { Auth } from '../auth/auth.ts';
import type { MasterWriteAudit } from './write-audit.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { requireAnyPermission } from '../auth/permissions.ts';
import { changedFields, type FieldChange } from './changes.ts';

const ENTITIES = {
  products: 'catalogue_master',
  masterdata: 'masterdata_master',
  links: 'publications_master',
} as const;
export type AuditEntity = keyof typeof ENTITIES;
const MASTER_DATABASES = Object.values(ENTITIES);
const DEFAULT_PAGE = 50;
const MAX_PAGE = 200;

export type AuditHistoryEntry = Omit<MasterWriteAudit, '_id' | '_rev' | 'type'> & {
  /** The writer's first and last name (or username), absent when the account is gone. */
  user_name?: string;
  changes: FieldChange[];
};

export interface RecentWrite {
  audit_id: string;
  entity: AuditEntity;
  database: string;
  doc_id: string;
  /** Master data only: parameter, method, … */
  doc_type?: string;
  /** The document's name (a product's or link's text, master data's `{de, en}`). */
  label?: unknown;
  user_id: string;
  user_name?: string;
  at: string;
  action: MasterWriteAudit['action'];
  status: MasterWriteAudit['status'];
  changes: FieldChange[];
}

type Names = (userId: string) => Promise<string | undefined>;

/** Looks up each writer once per request. */
function nameLookup(auth: Pick<Auth, 'accounts'>): Names {
  const cache = new Map<string, Promise<string | undefined>>();
  return (userId) => {
    let name = cache.get(userId);
    if (!name) {
      name = auth.accounts.get(userId).then((account) => {
        if (!account) return undefined;
        const full = [account.first_name, account.last_name].filter(Boolean).join(' ');
        return full || account.username;
      });
      cache.set(userId, name);
    }
    return name;
  };
}

const byTime = (a: MasterWriteAudit, b: MasterWriteAudit) =>
  a.at.localeCompare(b.at) || (a.rev ?? '').localeCompare(b.rev ?? '', 'en', { numeric: true });

function isWrite(entry: MasterWriteAudit): boolean {
  return entry.type === 'master-write';
}

/** Every recorded write of `docId`, oldest first. */
export async function documentHistory(
  store: StoreClient,
  docId: string,
  names?: Names,
): Promise<AuditHistoryEntry[]> {
  const found = await Promise.all(
    MASTER_DATABASES.map((database) =>
      store.allDocs<MasterWriteAudit>('audit', {
        startkey: `master:${database}:${docId}:`,
        endkey: `master:${database}:${docId}:\ufff0`,
      }),
    ),
  );
  const entries = found
    .flat()
    .filter((entry) => isWrite(entry) && entry.doc_id === docId)
    .sort(byTime);
  return Promise.all(
    entries.map(async ({ _id: _i, _rev: _r, type: _t, ...entry }) => {
      const userName = await names?.(entry.user_id);
      return {
        ...entry,
        ...(userName ? { user_name: userName } : {}),
        changes: changedFields(entry.previous, entry.document),
      };
    }),
  );
}

function labelOf(doc: CouchDoc | null): unknown {
  return doc?.name ?? doc?.title ?? doc?.term ?? doc?.url;
}

/** Recorded writes, newest first, optionally of one entity only. */
export async function recentWrites(
  store: StoreClient,
  options: { entity?: AuditEntity; offset: number; limit: number; names: Names },
): Promise<{ total: number; offset: number; items: RecentWrite[] }> {
  const databases = options.entity ? [ENTITIES[options.entity]] : MASTER_DATABASES;
  const found = await Promise.all(
    databases.map((database) =>
      store.allDocs<MasterWriteAudit>('audit', {
        startkey: `master:${database}:`,
        endkey: `master:${database}:\ufff0`,
      }),
    ),
  );
  const entries = found
    .flat()
    .filter(isWrite)
    .sort((a, b) => byTime(b, a));
  const page = entries.slice(options.offset, options.offset + options.limit);
  const entityOf = Object.fromEntries(Object.entries(ENTITIES).map(([entity, db]) => [db, entity])) as Record<
    string,
    AuditEntity
  >;
  const items = await Promise.all(
    page.map(async (entry): Promise<RecentWrite> => {
      const userName = await options.names(entry.user_id);
      const shown = entry.action === 'delete' ? entry.previous : entry.document;
      const docType = shown?.type;
      return {
        audit_id: entry._id,
        entity: entityOf[entry.database] ?? 'products',
        database: entry.database,
        doc_id: entry.doc_id,
        ...(entry.database === ENTITIES.masterdata && typeof docType === 'string'
          ? { doc_type: docType }
          : {}),
        label: labelOf(shown),
        user_id: entry.user_id,
        ...(userName ? { user_name: userName } : {}),
        at: entry.at,
        action: entry.action,
        status: entry.status,
        changes: changedFields(entry.previous, entry.document),
      };
    }),
  );
  return { total: entries.length, offset: options.offset, items };
}

function pageNumber(value: unknown, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new AppError(400, 'error.400');
  return Math.min(number, max);
}

export function createDocumentHistoryRouter(deps: { auth: Auth; store: StoreClient }): express.Router {
  const router = express.Router();
  router.use(deps.auth.requireAuth);
  router.use(requireAnyPermission('users-read', 'roles-read'), (_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });

  router.get('/recent', async (req, res) => {
    const { entity } = req.query;
    if (
      entity !== undefined &&
      entity !== '' &&
      !(typeof entity === 'string' && Object.hasOwn(ENTITIES, entity))
    )
      throw new AppError(400, 'error.400');
    const limit = pageNumber(req.query.limit, DEFAULT_PAGE, MAX_PAGE) || DEFAULT_PAGE;
    const offset = pageNumber(req.query.offset, 0, Number.MAX_SAFE_INTEGER);
    res.json(
      await recentWrites(deps.store, {
        ...(entity ? { entity: entity as AuditEntity } : {}),
        offset,
        limit,
        names: nameLookup(deps.auth),
      }),
    );
  });

  router.get('/', async (req, res) => {
    const docId = req.query.doc_id;
    // The masters' documents (products, master data, links) follow the one rule for ids.
    if (!isDocumentId(docId)) throw new AppError(400, 'error.400');
    res.json({ doc_id: docId, entries: await documentHistory(deps.store, docId, nameLookup(deps.auth)) });
  });
  return router;
}
