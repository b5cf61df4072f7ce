import { describe, expect, it } from 'vitest';
import { isValidRouteMatch } from './route-validity.ts';
import { matchRoute, ROUTES } from './routes.ts';

describe('route validity checks', () => {
  it('accepts the ids the app makes', () => {
    for (const path of [
      '/products/prod-00001',
      '/ds/products/edit-prod-00001',
      '/ds/users/edit-role-1a2b:c.d_e',
    ]) {
      expect(isValidRouteMatch(matchRoute(path)!), path).toBe(true);
    }
    expect(isValidRouteMatch(matchRoute('/ds/products/prod-00001/subproduct/edit-prod-00001-sp1')!)).toBe(
      true,
    );
    expect(isValidRouteMatch(matchRoute('/en/about')!)).toBe(true);
  });

  it('fails parameters that cannot be an id', () => {
    for (const path of [
      '/products/%20',
      '/products/-leading-dash',
      `/products/${'x'.repeat(101)}`,
      '/ds/products/edit-a%2Fb',
      '/ds/products/p1/subproduct/edit-%3Cscript%3E',
    ]) {
      const match = matchRoute(path);
      expect(match, path).not.toBeNull();
      expect(isValidRouteMatch(match!), path).toBe(false);
    }
  });

  it('knows every parameter of the route table', () => {
    const names = new Set(
      ROUTES.flatMap((route) => [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1])),
    );
    for (const name of names) {
      expect(isValidRouteMatch({ params: { [name!]: 'abc' } }), name).toBe(true);
    }
  });
});
