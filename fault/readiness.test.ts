// Liveness and readiness apart, each cause of "not ready" made real at the store's proxy: no
// snapshot yet (its reads held), projections behind the masters (the projector's writes held),
// and a store that does not answer (every request held). Live stays 200 throughout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../sync-server/src/index.ts';
import { eventually } from '../sync-server/test/support/spawn-server.ts';
import { startSeparateStore, type SeparateStore } from './support/store-proxy.ts';

interface Gate {
  held: boolean;
  wait(): Promise<void>;
  release(): void;
}

function gate(held: boolean): Gate {
  let open: () => void = () => undefined;
  let opened = Promise.resolve();
  const result: Gate = {
    held,
    wait: () => opened,
    release() {
      result.held = false;
      open();
    },
  };
  if (held) opened = new Promise<void>((resolve) => (open = resolve));
  return result;
}

let separate: SeparateStore;
let server: RunningServer;
const snapshotReads = gate(true);
let projectionWrites = gate(false);
let everything = gate(false);

beforeAll(async () => {
  separate = await startSeparateStore();
  separate.proxy.onRequest((exchange) => {
    if (everything.held) return everything.wait();
    if (snapshotReads.held && exchange.path.startsWith('/catalogue/_changes')) return snapshotReads.wait();
    if (
      projectionWrites.held &&
      exchange.method === 'POST' &&
      exchange.path.startsWith('/catalogue/_bulk_docs')
    )
      return projectionWrites.wait();
    return undefined;
  });
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'poct-ready-')),
    couchdbUrl: separate.proxy.url,
    demoProducts: 5,
    logLevel: 'silent',
    readyProjectorLag: 0,
  });
});
afterAll(async () => {
  snapshotReads.release();
  projectionWrites.release();
  everything.release();
  await server?.close();
  await separate?.stop();
});

interface ReadyAnswer {
  status: number;
  body: {
    ok: boolean;
    checks: { store: boolean; projections: boolean; snapshots: boolean };
    missingSnapshots: string[];
  };
}

async function ready(): Promise<ReadyAnswer> {
  const response = await fetch(`${server.url}/api/health/ready`);
  return { status: response.status, body: (await response.json()) as ReadyAnswer['body'] };
}

async function live(): Promise<number> {
  return (await fetch(`${server.url}/api/health/live`)).status;
}

describe('readiness', () => {
  it('When a shared database has no snapshot yet, then the process is live but not ready, and ready once it has one', async () => {
    const answer = await ready();
    expect(answer.status).toBe(503);
    expect(answer.body.ok).toBe(false);
    expect(answer.body.checks.snapshots).toBe(false);
    expect(answer.body.missingSnapshots).toContain('catalogue');
    expect(await live()).toBe(200);

    snapshotReads.release();
    await eventually(async () => (await ready()).status === 200, 'ready', 30_000);
    expect((await ready()).body).toMatchObject({
      ok: true,
      checks: { store: true, projections: true, snapshots: true },
      missingSnapshots: [],
    });
  });

  it('When master changes wait to be projected, then the process is not ready until they are', async () => {
    projectionWrites = gate(true);
    const [product] = await separate.client.allDocs<{ _id: string; name: string }>('catalogue_master', {
      limit: 1,
    });
    await separate.client.put('catalogue_master', { ...product!, name: `renamed ${process.pid}` });
    await eventually(async () => (await ready()).status === 503, 'not ready');
    const answer = await ready();
    expect(answer.body.checks).toEqual({ store: true, projections: false, snapshots: true });
    expect(await live()).toBe(200);

    projectionWrites.release();
    await eventually(async () => (await ready()).status === 200, 'ready again', 30_000);
  });

  it('When the store does not answer, then the process is live but neither ready nor healthy', async () => {
    everything = gate(true);
    try {
      const answer = await ready();
      expect(answer.status).toBe(503);
      expect(answer.body.checks.store).toBe(false);
      expect(answer.body.checks.projections).toBe(false);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
      expect(await live()).toBe(200);
    } finally {
      everything.release();
    }
    await eventually(async () => (await ready()).status === 200, 'ready again', 30_000);
  });
});
