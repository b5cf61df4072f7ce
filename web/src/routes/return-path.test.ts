import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path.ts';

describe('return path', () => {
  it('remembers the page in the login address, in its locale', () => {
    expect(loginPathFor('/ds/products?x=1')).toBe('/login?redirect=%2Fds%2Fproducts%3Fx%3D1');
    expect(loginPathFor('/en/ds')).toBe('/en/login?redirect=%2Fen%2Fds');
  });

  it('follows only same-site paths that are not guest pages', () => {
    expect(safeReturnPath('/en/ds/profile')).toBe('/en/ds/profile');
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath('https://evil.test/')).toBeNull();
    expect(safeReturnPath('//evil.test/')).toBeNull();
    expect(safeReturnPath('/\\evil.test')).toBeNull();
    expect(safeReturnPath('/en/login?redirect=%2Fds')).toBeNull();
  });
});
