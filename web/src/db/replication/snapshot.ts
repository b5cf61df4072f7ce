// The server's snapshot of a database (`GET /db/<name>/_snapshot`): the first pull of both
// replications starts from it when there is one.
import type { CouchDoc } from './couch-documents.ts';
import { gatewayFetch, RefusedError, UnreachableError, type GatewayDeps } from './gateway.ts';
import type { Sequence } from '../storage/packed-store.ts';

export interface SnapshotAnswer {
  db: string;
  seq: Sequence;
  count: number;
  docs: CouchDoc[];
}

/**
 * The snapshot; 'later' when the server is still making it (503: the device pulls `_changes`
 * meanwhile and asks again); null when there is none for this database (404, an answer the
 * device does not understand). Refusals and an unreachable server are thrown.
 */
export async function fetchSnapshot(
  deps: GatewayDeps,
  database: string,
): Promise<SnapshotAnswer | 'later' | null> {
  const path = `/db/${database}/_snapshot`;
  let response: Response;
  try {
    response = await gatewayFetch(deps, path);
  } catch (error) {
    if (error instanceof RefusedError) throw error;
    if (error instanceof UnreachableError && error.status === 503) return 'later';
    if (error instanceof UnreachableError) throw error;
    return null;
  }
  let answer: SnapshotAnswer;
  try {
    answer = (await response.json()) as SnapshotAnswer;
  } catch (error) {
    // The connection broke while the body arrived (server killed, network gone).
    throw new UnreachableError({ cause: error });
  }
  if (answer.db !== database || !Array.isArray(answer.docs) || answer.seq === undefined) return null;
  return answer;
}
