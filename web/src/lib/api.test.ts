import { describe, expect, it } from 'vitest';
import { apiError, fakeServer, json, offlineFetch } from '../test/fake-server.ts';
import { ApiError, NetworkError, createApiClient } from './api.ts';

describe('api client', () => {
  it('prefixes the base URL and sends Accept-Language and JSON', async () => {
    const calls: string[] = [];
    const server = fakeServer({ 'POST /api/echo': (r) => json(200, r.body) });
    const api = createApiClient({
      baseUrl: 'https://backend.test/',
      locale: () => 'de',
      isOnline: () => true,
      fetch: (input, init) => {
        calls.push(String(input));
        return server.fetch(input, init);
      },
    });
    await expect(api.request('/api/echo', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ a: 1 });
    expect(calls).toEqual(['https://backend.test/api/echo']);
    expect(server.requests[0]?.headers.get('Accept-Language')).toBe('de');
    expect(server.requests[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('throws ApiError with the status and the server message', async () => {
    const server = fakeServer({ 'GET /api/x': () => apiError(403, 'Keine Berechtigung') });
    const api = createApiClient({ locale: () => 'de', fetch: server.fetch, isOnline: () => true });
    const failure = api.request('/api/x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ statusCode: 403, message: 'Keine Berechtigung' });
  });

  it('falls back to the status text for a body that is not JSON', async () => {
    const api = createApiClient({
      locale: () => 'en',
      isOnline: () => true,
      fetch: async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    await expect(api.request('/api/x')).rejects.toMatchObject({ statusCode: 502, message: 'Bad Gateway' });
  });

  it('reports an unreachable server as NetworkError', async () => {
    const api = createApiClient({ locale: () => 'en', fetch: offlineFetch, isOnline: () => true });
    await expect(api.request('/api/x')).rejects.toBeInstanceOf(NetworkError);
    const offline = createApiClient({ locale: () => 'en', fetch: offlineFetch, isOnline: () => false });
    await expect(offline.request('/api/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('sends no token for anonymous calls and the session token otherwise', async () => {
    const server = fakeServer({ 'GET /api/x': () => json(200, {}) });
    const api = createApiClient({ locale: () => 'en', fetch: server.fetch, isOnline: () => true });
    api.attachSession({ accessToken: async () => 'tok', unauthorized: () => undefined });
    await api.request('/api/x');
    await api.request('/api/x', { anonymous: true });
    expect(server.requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer tok', null]);
  });
});
