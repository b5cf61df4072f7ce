// A page that finds the record its address names missing (workspace/LoadStates `NotFound`)
// reports it here, and RouteView shows the 404 page in place of the whole page (its heading
// included), as for a path that fails its route's validity check.
import { createContext, useContext, useEffect } from 'react';

export const NotFoundContext = createContext<((path: string) => void) | null>(null);

/** Reports `path` as not found; true when a RouteView above will show the 404 page for it. */
export function useReportNotFound(path: string): boolean {
  const report = useContext(NotFoundContext);
  useEffect(() => report?.(path), [report, path]);
  return report !== null;
}
