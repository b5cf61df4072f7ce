// The privacy area: the user's rights over their own data. "Download my data" (my-data/: every
// kind of data the platform keeps about the user, as one archive) and "Delete account"
// (account-deletion/: closed at once, erased after a grace period by a periodic sweep). It reads
// what the other areas keep through their index files; no other area imports it.
import type { MountPoints } from '../platform/http/mount-points.ts';
import type { Config } from '../platform/config.ts';
import type { StoreClient } from '../platform/store/couch-client.ts';
import type { Auth } from '../identity/index.ts';
import { createDataExportRouter } from './my-data/data-export-router.ts';
import { createAccountDeletionRouter } from './account-deletion/account-deletion-router.ts';

export { startAccountErasure, type AccountErasure } from './account-deletion/erasure-sweep.ts';
export { eraseAccount } from './account-deletion/erase-account.ts';

export interface PrivacyDeps {
  config: Config;
  store: StoreClient;
  auth: Auth;
}

export function mount(points: MountPoints, deps: PrivacyDeps): void {
  points.api.use('/account/data-export', createDataExportRouter(deps));
  points.api.use('/account/deletion', createAccountDeletionRouter(deps));
}
