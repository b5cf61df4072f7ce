// A route's own validity check (the product's rule: "A route may define its own validity check;
// failing it shows the 404 page"). The route table matches the shape of a path; these checks
// look at its parameters, so `/ds/products/edit-%20` or an id of 500 characters is 'Page Not
// Found' in the browser and, with status 404, from the server, which both ask here.
import { isDocumentId } from './ids/ids.ts';
import type { RouteMatch } from './routes.ts';

/** Parameters and the check each must pass (the one rule for ids); every parameter of the route table is listed. */
const PARAMETER_CHECKS: Readonly<Record<string, (value: string) => boolean>> = {
  id: isDocumentId,
  idsp: isDocumentId,
  topic: isDocumentId,
};

/** True when every parameter of the match passes its route's check. */
export function isValidRouteMatch(match: Pick<RouteMatch, 'params'>): boolean {
  return Object.entries(match.params).every(([name, value]) => PARAMETER_CHECKS[name]?.(value) ?? false);
}
