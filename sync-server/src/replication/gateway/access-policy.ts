// The access matrix (which tier may pull or push which gateway database), decided from the
// request's verified claims alone. The
// matrix itself is stated once, in @poct/schemas (DATABASE_ACCESS), where the browser reads it
// too to know which databases to replicate; this file only maps token claims onto it.
import {
  canReplicate,
  GATEWAY_DATABASES,
  isGatewayDatabase,
  type AccessSubject,
  type GatewayDatabase,
} from '@poct/schemas';
import type { AccessClaims } from '../../identity/index.ts';

export { GATEWAY_DATABASES, isGatewayDatabase, type GatewayDatabase };

function subjectOf(claims: AccessClaims | undefined): AccessSubject {
  return (
    claims && { premium: claims.premium, permissions: claims.perms, linkAccess: claims.plan?.link_access }
  );
}

export function canPull(claims: AccessClaims | undefined, db: GatewayDatabase): boolean {
  return canReplicate(subjectOf(claims), db, 'pull');
}

/** Whether the caller may push to the database at all; each document is checked again. */
export function canPush(claims: AccessClaims | undefined, db: GatewayDatabase): boolean {
  return canReplicate(subjectOf(claims), db, 'push');
}
