// Configuration rules that keep links honest: links come from PUBLIC_URL, which production must
// set, and forwarding headers are trusted only when TRUST_PROXY says so.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('PUBLIC_URL', () => {
  it('When NODE_ENV=production has no PUBLIC_URL, then the server refuses to start, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
  });

  it('When production has PUBLIC_URL, then links use it without a trailing slash', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://atlas.example.org/' });
    expect(config.publicUrl).toBe('https://atlas.example.org');
  });

  it('When PUBLIC_URL is unset outside production, then it is http://localhost:PORT', () => {
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
  });

  it('When PUBLIC_URL is not an http(s) URL, then the server refuses to start', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});

describe('TRUST_PROXY', () => {
  it('When TRUST_PROXY is unset, then no forwarding header is trusted', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('When TRUST_PROXY is a hop count or addresses, then Express gets exactly that', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback,10.0.0.0/8');
  });

  it('When TRUST_PROXY is "true" or a name, then the server refuses to start, naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('quotation limits', () => {
  it('When unset, then 10 per user and 30 per address; RATE_LIMIT_QUOTATIONS changes them', () => {
    expect(loadConfig({})).toMatchObject({ quotationsPerUser: 10, quotationsPerIp: 30 });
    expect(loadConfig({ RATE_LIMIT_QUOTATIONS: '3', RATE_LIMIT_QUOTATIONS_IP: '7' })).toMatchObject({
      quotationsPerUser: 3,
      quotationsPerIp: 7,
    });
  });

  it('When ADS_AUDIENCE is unset, then only signed-in users see ads; an unknown audience stops the server, naming it', () => {
    expect(loadConfig({}).adsAudience).toBe('signed-in');
    expect(loadConfig({ ADS_AUDIENCE: 'everyone' }).adsAudience).toBe('everyone');
    expect(() => loadConfig({ ADS_AUDIENCE: 'guests' })).toThrow(/ADS_AUDIENCE/);
  });
});
