// Security headers on every kind of response: the app's pages, the 404 page,
// /api answers and errors, the replication gateway, uploaded images and the sitemap all carry
// the Content-Security-Policy (with exactly the configured tag origins), frame-ancestors 'none',
// nosniff, a Referrer-Policy and a Permissions-Policy.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REACT_ARIA_STYLE_HASHES, tagOrigins } from '../http/security-headers.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
let uploadUrl: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer({
    demoProducts: 0,
    analyticsUrl: 'https://stats.example.org/script.js',
    adsConversionId: 'AW-123456',
    adsTagUrl: 'https://tags.example.net/gtag/js',
  });
  token = await server.login('staff');
  const image = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a6' } })
    .png()
    .toBuffer();
  const uploaded = await server.api('/api/uploads?purpose=product', {
    method: 'POST',
    token,
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(image),
  });
  expect(uploaded.status).toBe(201);
  uploadUrl = ((await uploaded.json()) as { url: string }).url;
});
afterAll(async () => {
  await server?.close();
});

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(response: Response, what: string): void {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBeTruthy();
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('permissions-policy'), what).toContain('camera=()');
  expect(response.headers.get('permissions-policy'), what).toContain('payment=()');
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('default-src'), what).toBeDefined();
}

describe('security headers', () => {
  it('are on every kind of response', async () => {
    const answers: Array<[string, Promise<Response>]> = [
      ['HTML page', server.api('/en/about')],
      ['404 page', server.api('/no/such/page')],
      ['/api JSON', server.api('/api/health')],
      ['/api error', server.api('/api/auth/me')],
      ['/api 404', server.api('/api/no-such-thing')],
      ['/api 400', server.api('/api/uploads?purpose=__proto__', { method: 'POST', token })],
      ['/db answer', server.api('/db/catalogue/_changes?since=0&limit=1', { token })],
      ['/db refusal', server.api('/db/catalogue/_changes?since=0&limit=1')],
      ['/uploads file', server.api(uploadUrl)],
      ['/uploads 404', server.api('/uploads/nothing.webp')],
      ['/sitemap.xml', server.api('/sitemap.xml')],
    ];
    for (const [what, pending] of answers) {
      const response = await pending;
      await response.arrayBuffer();
      expectCommonHeaders(response, what);
    }
  });

  it('let scripts, connections and images come only from here and the configured tag origins', async () => {
    const response = await server.api('/en');
    const csp = directives(response.headers.get('content-security-policy'));
    const tags = ['https://stats.example.org', 'https://tags.example.net'];
    expect(csp.get('script-src')).toEqual(["'self'", ...tags]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...tags]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...tags]);
    expect(csp.get('style-src')).toEqual(["'self'", ...REACT_ARIA_STYLE_HASHES]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('allow no eval anywhere: the browser runs validators compiled ahead of time', async () => {
    for (const path of ['/en', '/de/ds/products', '/api/health', '/no/such/page']) {
      const header = (await server.api(path)).headers.get('content-security-policy') ?? '';
      expect(header, path).not.toMatch(/unsafe-eval|wasm-unsafe-eval|unsafe-inline/);
      expect(directives(header).get('script-src'), path).not.toContain("'unsafe-eval'");
      expect(directives(header).get('default-src'), path).toEqual(["'self'"]);
    }
  });

  it('name no tag origin when no tag is configured, and the ads host only with an ads account', () => {
    const adsTagUrl = 'https://www.googletagmanager.com/gtag/js';
    expect(tagOrigins({ analyticsUrl: undefined, adsConversionId: undefined, adsTagUrl })).toEqual([]);
    expect(tagOrigins({ analyticsUrl: undefined, adsConversionId: 'AW-1', adsTagUrl })).toEqual([
      'https://www.googletagmanager.com',
    ]);
  });

  it('keep the stricter sandbox policy on uploaded images', async () => {
    const response = await server.api(uploadUrl);
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
  });
});
