// The user's watched products and their alerts in the local `watchlist` and `alerts` collections.
// A watch is written here (also offline) and pushed to the user's own database on the server; the
// server writes the alerts (sync-server/src/content/watchlist/), which replicate here, so the list
// reads offline. Of an alert the device changes only its read mark; the server refuses anything else.
import type { Subscription } from 'rxjs';
import type { Alert, Watch } from '@poct/schemas';
import { createSharedList } from '../../db/shared-list.ts';
import { toggleDocument } from '../../db/toggle-document.ts';
import type { LocalDatabase } from '../../db/storage/local-database.ts';

function watchAll(local: LocalDatabase, onChange: (watches: Watch[]) => void): Subscription | undefined {
  return local
    .collection('watchlist')
    ?.find()
    .$.subscribe((docs) => onChange(docs.map((doc) => doc.toJSON() as unknown as Watch)));
}

/** Newest first (by when the change was made). */
function watchAllAlerts(local: LocalDatabase, onChange: (alerts: Alert[]) => void): Subscription | undefined {
  return local
    .collection('alerts')
    ?.find()
    .$.subscribe((docs) =>
      onChange(
        docs
          .map((doc) => doc.toJSON() as unknown as Alert)
          .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id)),
      ),
    );
}

/** One live watchlist and one alert list per local database, shared by every button and badge. */
export const sharedWatchlist = createSharedList<Watch>(watchAll);
export const sharedAlerts = createSharedList<Alert>(watchAllAlerts);

/** Watches the product or stops watching it; the watch's id is the product id. */
export function toggleWatch(local: LocalDatabase, userId: string, productId: string): Promise<boolean> {
  return toggleDocument(local, 'watchlist', productId, (): Watch => ({
    id: productId,
    product_id: productId,
    created_at: new Date().toISOString(),
    updated_by: userId,
  }));
}

/** Marks the alerts `ids` read (those already read are left alone). */
export async function markAlertsRead(local: LocalDatabase, ids: readonly string[]): Promise<void> {
  const alerts = local.collection('alerts');
  if (!alerts || ids.length === 0) return;
  const docs = await alerts.findByIds([...ids]).exec();
  for (const doc of docs.values()) {
    if ((doc.toJSON() as unknown as Alert).read) continue;
    await doc.incrementalModify((current: Alert) => ({
      ...current,
      read: true,
      updated_at: new Date().toISOString(),
    }));
  }
}
