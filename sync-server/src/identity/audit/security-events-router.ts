// GET /api/audit: the newest security events of the audit log (audit-log.ts: sign-ins, password,
// role and user changes, verification decisions), for holders of `users-read` and `roles-read`.
import express from 'express';
import type { Auth } from '../auth/auth.ts';
import { requirePermission } from '../auth/permissions.ts';

export function createSecurityEventsRouter(deps: { auth: Auth }): express.Router {
  const router = express.Router();
  router.get('/', deps.auth.requireAuth, requirePermission('users-read', 'roles-read'), async (req, res) => {
    const limit = Math.min(Math.max(Number(req.query.limit) || 200, 1), 1000);
    res.setHeader('cache-control', 'no-store');
    res.json({ entries: await deps.auth.audit.list(limit) });
  });
  return router;
}
