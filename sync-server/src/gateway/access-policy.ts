// The access matrix of DESIGN.md section 4, decided from the verified token claims alone.
import type { AccessClaims } from '../auth/auth.ts';
import { MASTERS, PROJECTIONS, type MasterName } from '../store/databases.ts';

export type GatewayDatabase = (typeof PROJECTIONS)[number] | MasterName | 'favourites';

export const GATEWAY_DATABASES: readonly GatewayDatabase[] = [...PROJECTIONS, ...MASTERS, 'favourites'];

export function isGatewayDatabase(name: string): name is GatewayDatabase {
  return (GATEWAY_DATABASES as readonly string[]).includes(name);
}

/** Permission modules whose holders edit each master (spec section 6: products covers links). */
const MASTER_MODULES: Record<MasterName, readonly string[]> = {
  catalogue_master: ['products'],
  publications_master: ['products'],
  masterdata_master: ['products', 'parameters', 'methods', 'details', 'diagnostics', 'connectivities'],
};

function holdsAny(claims: AccessClaims, modules: readonly string[], actions: readonly string[]): boolean {
  return modules.some((module) => actions.some((action) => claims.perms.includes(`${module}-${action}`)));
}

export function canPull(claims: AccessClaims | undefined, db: GatewayDatabase): boolean {
  if (!claims) return false;
  if (db === 'favourites') return claims.premium;
  if ((PROJECTIONS as readonly string[]).includes(db)) {
    return claims.premium || holdsAny(claims, MASTER_MODULES.catalogue_master, ['read']);
  }
  return holdsAny(claims, MASTER_MODULES[db as MasterName], ['read']);
}

/** Whether the caller may push to the database at all; each document is checked again. */
export function canPush(claims: AccessClaims | undefined, db: GatewayDatabase): boolean {
  if (!claims) return false;
  if (db === 'favourites') return claims.premium;
  if ((PROJECTIONS as readonly string[]).includes(db)) return false;
  return holdsAny(claims, MASTER_MODULES[db as MasterName], ['create', 'update', 'delete']);
}
