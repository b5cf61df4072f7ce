// Image uploads: the type is read from the bytes (a lying name or Content-Type changes
// nothing), the size is limited, images are stored as WebP at fixed widths under
// content-addressed names and served with their type, `nosniff` and year-long immutable
// caching; only holders of the matching permission may upload, and a refused upload stores
// nothing. The real server with the embedded store, on a small upload limit.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

const LIMIT = 300_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ uploadMaxBytes: LIMIT });
});
afterAll(async () => {
  await server?.close();
});

function storedFiles(): string[] {
  const dir = path.join(server.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

function png(width: number, height: number, colour = '#0a6'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function upload(
  body: NonNullable<RequestInit['body']>,
  options: { purpose?: string; token?: string; type?: string; locale?: string } = {},
): Promise<Response> {
  return server.api(`/api/uploads?purpose=${options.purpose ?? 'banner'}&filename=banner.png`, {
    method: 'POST',
    token: options.token,
    headers: {
      'content-type': options.type ?? 'image/png',
      'accept-language': options.locale ?? 'en',
    },
    body,
  });
}

interface Uploaded {
  url: string;
  variants: Array<{ width: number; height: number; url: string }>;
}

describe('POST /api/uploads', () => {
  it('stores a PNG named as text as WebP variants of 480, 960 and 1920 pixels, served immutable', async () => {
    const token = await server.login('staff');
    const source = await png(2400, 600);
    // The client claims plain text: the bytes decide.
    const response = await upload(new Uint8Array(source), { token, type: 'text/plain' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Uploaded;
    expect(body.variants.map((variant) => variant.width)).toEqual([480, 960, 1920]);
    expect(body.variants.map((variant) => variant.height)).toEqual([120, 240, 480]);
    expect(body.url).toBe(body.variants[2]!.url);
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{64}-1920\.webp$/);

    for (const variant of body.variants) {
      const served = await server.api(variant.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);

      // A client that asks again with the ETag gets "not modified" (the explicit Cache-Control
      // keeps fetch from adding its own `no-cache`, which would ask for the full answer).
      const etag = served.headers.get('etag')!;
      expect(etag).toBeTruthy();
      const again = await server.api(variant.url, {
        headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
    }

    // The same bytes again: the same names, nothing new written.
    const before = storedFiles();
    const repeated = (await (await upload(new Uint8Array(source), { token })).json()) as Uploaded;
    expect(repeated.url).toBe(body.url);
    expect(storedFiles()).toEqual(before);
  });

  it('keeps a small image at its own width and never enlarges it', async () => {
    const token = await server.login('staff');
    const response = await upload(new Uint8Array(await png(300, 100, '#123456')), {
      token,
      purpose: 'product',
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Uploaded;
    expect(body.variants.map((variant) => variant.width)).toEqual([300]);
  });

  it('refuses what is no image, whatever its name and type claim, in the request language; stores nothing', async () => {
    const token = await server.login('staff');
    const before = storedFiles();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    // The PNG signature followed by rubbish: it looks right to a magic-number check only.
    const fakePng = Buffer.concat([(await png(40, 40)).subarray(0, 24), Buffer.alloc(400, 7)]);
    const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    for (const [body, type] of [
      [html, 'image/png'],
      [svg, 'image/svg+xml'],
      [new Uint8Array(fakePng), 'image/png'],
      [pdf, 'image/jpeg'],
      [new Uint8Array(0), 'image/png'],
    ] as const) {
      for (const locale of ['en', 'de'] as const) {
        const response = await upload(body, { token, type, locale });
        expect(response.status, `${type} ${body.length}`).toBe(415);
        expect(((await response.json()) as { message: string }).message).toBe(
          message('error.415.upload', locale),
        );
      }
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over the size limit with 413 in the request language, declared or streamed; stores nothing', async () => {
    const token = await server.login('staff');
    const before = storedFiles();
    // A real PNG of noise, too large to compress below the limit.
    const noise = await sharp(
      Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, i) => (i * 7919) % 251)),
      {
        raw: { width: 400, height: 400, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(LIMIT);
    const max = String(Math.round((LIMIT / (1024 * 1024)) * 10) / 10);
    for (const locale of ['en', 'de'] as const) {
      const response = await upload(new Uint8Array(noise), { token, locale });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { message: string }).message).toBe(
        message('error.413.upload', locale, { max }),
      );
    }
    // Sent in chunks without a declared length: refused once the limit is passed.
    const streamed = await server.api('/api/uploads?purpose=banner', {
      method: 'POST',
      token,
      headers: { 'content-type': 'image/png', 'accept-language': 'de' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(noise));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { message: string }).message).toBe(
      message('error.413.upload', 'de', { max }),
    );
    expect(storedFiles()).toEqual(before);
  });

  it('lets only holders of the matching permission upload (banner, post, product); refusals store nothing', async () => {
    const before = storedFiles();
    const image = new Uint8Array(await png(500, 200, '#ff0000'));
    expect((await upload(image, {})).status).toBe(401);
    const premium = await server.login('premium');
    for (const purpose of ['banner', 'post', 'product'])
      expect((await upload(image, { token: premium, purpose })).status, purpose).toBe(403);
    const staff = await server.login('staff');
    expect((await upload(image, { token: staff, purpose: 'avatar' })).status).toBe(400);
    // Names every object inherits are no purposes either: 400 with the catalogue text, not 500.
    for (const purpose of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const refused = await upload(image, { token: staff, purpose, locale: 'de' });
      expect(refused.status, purpose).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe(message('error.400', 'de'));
    }
    expect(storedFiles()).toEqual(before);
    // Staff hold the three permissions.
    for (const purpose of ['banner', 'post', 'product'])
      expect((await upload(image, { token: staff, purpose })).status, purpose).toBe(201);
  });

  it('records who uploaded what in the audit log', async () => {
    const token = await server.login('staff');
    const body = (await (
      await upload(new Uint8Array(await png(700, 70, '#abcdef')), { token })
    ).json()) as Uploaded;
    const entries = await server.auth.audit.list(50);
    const entry = entries.find(
      (candidate) => candidate.event === 'upload_created' && candidate.subject_id === body.url,
    );
    expect(entry?.actor_id).toBeTruthy();
  });
});

describe('GET /uploads/:name', () => {
  it('answers 404 for names that are not stored uploads, and never serves other files', async () => {
    for (const name of [
      `${'a'.repeat(64)}-480.webp`,
      '..%2Fkeys%2Fprivate.pem',
      '%2E%2E%2Fstore',
      'index.html',
    ]) {
      const response = await server.api(`/uploads/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});
