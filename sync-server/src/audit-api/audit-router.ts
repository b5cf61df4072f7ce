// GET /api/audit/documents?doc_id=…: the history of one catalogue, master data or link document as the
// gateway recorded it (gateway/write-audit.ts): who wrote which version when, and the version
// each write replaced. Read-only, for staff who administer users or roles; nothing here writes.
import express from 'express';
import { canAny } from '@poct/schemas';
import type { Auth } from '../auth/auth.ts';
import type { MasterWriteAudit } from '../gateway/write-audit.ts';
import { AppError } from '../http/app-error.ts';
import type { StoreClient } from '../store/couch-client.ts';
import { actorOf } from '../users/actor.ts';

const MASTER_DATABASES = ['catalogue_master', 'masterdata_master', 'publications_master'] as const;
const MAX_ID_LENGTH = 200;

export type AuditHistoryEntry = Omit<MasterWriteAudit, '_id' | '_rev' | 'type'>;

/** Every recorded write of `docId`, oldest first. */
export async function documentHistory(store: StoreClient, docId: string): Promise<AuditHistoryEntry[]> {
  const found = await Promise.all(
    MASTER_DATABASES.map((database) =>
      store.allDocs<MasterWriteAudit>('audit', {
        startkey: `master:${database}:${docId}:`,
        endkey: `master:${database}:${docId}:\ufff0`,
      }),
    ),
  );
  return found
    .flat()
    .filter((entry) => entry.type === 'master-write' && entry.doc_id === docId)
    .map(({ _id: _i, _rev: _r, type: _t, ...entry }) => entry)
    .sort(
      (a, b) => a.at.localeCompare(b.at) || (a.rev ?? '').localeCompare(b.rev ?? '', 'en', { numeric: true }),
    );
}

export function createDocumentHistoryRouter(deps: { auth: Auth; store: StoreClient }): express.Router {
  const router = express.Router();
  router.use(deps.auth.requireAuth);
  router.get('/', async (req, res) => {
    const actor = await actorOf(res, deps.auth, deps.store);
    if (!canAny({ role: actor.role }, ['users-read', 'roles-read'])) throw new AppError(403, 'error.403');
    const docId = req.query.doc_id;
    if (typeof docId !== 'string' || docId === '' || docId.length > MAX_ID_LENGTH || docId.startsWith('_'))
      throw new AppError(400, 'error.400');
    res.json({ doc_id: docId, entries: await documentHistory(deps.store, docId) });
  });
  return router;
}
