// How many banners one viewer gets per minute from this process. Each viewer's minute starts with
// their first banner (not at a boundary shared by all), so a viewer never gets twice the limit
// across a boundary. Keys live in memory only and are dropped once their minute is over.
export interface ViewLimit {
  /** True when this viewer may be served one more banner now (and counts it). */
  take(viewer: string): boolean;
}

export function createViewLimit(perMinute: number, now: () => number = Date.now): ViewLimit {
  const MINUTE_MS = 60_000;
  const viewers = new Map<string, { since: number; views: number }>();
  let sweptAt = now();
  return {
    take(viewer) {
      const at = now();
      if (at - sweptAt >= MINUTE_MS) {
        sweptAt = at;
        for (const [key, entry] of viewers) if (at - entry.since >= MINUTE_MS) viewers.delete(key);
      }
      const entry = viewers.get(viewer);
      if (!entry || at - entry.since >= MINUTE_MS) {
        viewers.set(viewer, { since: at, views: 1 });
        return true;
      }
      entry.views++;
      return entry.views <= perMinute;
    },
  };
}
