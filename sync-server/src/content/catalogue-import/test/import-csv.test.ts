// The CSV import end to end on the real server: a German Windows-1252 file with `;` and German
// decimals gets a dry-run report with the spec's messages per row and column and writes nothing;
// the fixed file is applied as one audited batch, importing it again changes nothing, a changed
// file updates with old → new, undo restores the previous revisions, a product edited since the
// dry run is a conflict (never overwritten), and a stopped apply resumes without writing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import { startTestServer, type TestServer } from '../../../../test/support/test-server.ts';
import type { CouchDoc } from '../../../platform/store/couch-client.ts';
import { entryRange, IMPORTS_DB, type BatchEntry } from '../batches.ts';
import {
  batchCall,
  countDocs,
  dryRun,
  GERMAN_HEADER,
  windows1252Csv,
  type LooseDoc,
  markApplyDied,
} from './import-client.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('staff');
});
afterAll(async () => {
  await server?.close();
});

const GOOD = [
  GERMAN_HEADER,
  'Gerinnungsanalysator Süd;Alpenmess GmbH;1.770,50;2.100;1.900;1.950,25;01.07.2025;PT/INR;Quick-Test;Kapillarblut;10;5',
  'Gerinnungsanalysator Süd;Alpenmess GmbH;;;;;;;INR-Test;Citratvollblut;12,5;3',
  'Blutgas Kompakt;Alpenmess GmbH;100;200;150;150;2025-07-01;pH-Wert | Natrium;Kartusche BG;Arterielles Vollblut;95;1',
];

describe('CSV import', () => {
  it('reports errors per row and column in the request language and writes nothing', async () => {
    const before = await countDocs(server, 'catalogue_master');
    const file = windows1252Csv([
      GERMAN_HEADER,
      ';Alpenmess GmbH;10;20;15;15;2025-07-01;CRP;Test A;Serum;10;5',
      'Preisfehler;Alpenmess GmbH;30;20;25;25;2025-07-01;CRP;Test B;Serum;10;5',
      'Ohne Probe;Alpenmess GmbH;10;20;15;15;2025-07-01;Wunderwert;Test C;;10;5',
      'Zahlfehler;Alpenmess GmbH;zehn;20;15;15;2025-07-01;CRP;Test D;Serum;10;5',
    ]);
    const { status, body } = await dryRun(server, token, file);
    expect(status).toBe(200);
    expect(body.batch_id).toBeUndefined();
    const errorsOf = (row: number) => body.rows.find((r) => r.row === row)!.errors;
    expect(errorsOf(2)).toContainEqual(
      expect.objectContaining({ column: 'Produktname', message: message('validation.required', 'de') }),
    );
    expect(errorsOf(3)).toContainEqual(
      expect.objectContaining({
        column: 'Preis max (EUR netto)',
        message: message('validation.max_price', 'de'),
      }),
    );
    expect(errorsOf(4)).toContainEqual(
      expect.objectContaining({ column: 'Probenart des Tests', message: 'Sie müssen ein Element auswählen' }),
    );
    expect(errorsOf(4)).toContainEqual(
      expect.objectContaining({ column: 'Parameter', key: 'import.unknown_master' }),
    );
    expect(errorsOf(5)).toContainEqual(
      expect.objectContaining({ column: 'Preis min (EUR netto)', key: 'import.number' }),
    );
    expect(body.unknown_master_data).toEqual([
      expect.objectContaining({ type: 'parameter', value: 'Wunderwert', rows: [4] }),
    ]);
    expect(body.rows[0]!.warnings).toContainEqual(
      expect.objectContaining({ message: message('warning.no_official_website', 'de') }),
    );
    expect(await countDocs(server, 'catalogue_master')).toBe(before);
  });

  it('applies a fixed file as one audited batch, and importing it again changes nothing', async () => {
    const file = windows1252Csv(GOOD);
    const first = await dryRun(server, token, file, { fileName: 'geräte.csv' });
    expect(first.status).toBe(200);
    expect(first.body.counts).toMatchObject({ create: 2, update: 0, unchanged: 0, error_rows: 0 });
    expect(first.body.batch_id).toBeTruthy();
    const before = await countDocs(server, 'catalogue_master');
    // The dry run wrote no product.
    expect(before).toBe(await countDocs(server, 'catalogue_master'));
    const applied = await batchCall(server, token, first.body.batch_id!, 'apply');
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      status: 'applied',
      file_name: 'geräte.csv',
      results: { applied: 2, conflicts: 0 },
    });
    expect(await countDocs(server, 'catalogue_master')).toBe(before + 2);

    const id = first.body.rows.find((row) => row.name === 'Gerinnungsanalysator Süd')!.doc_id;
    const product = await server.store.get<LooseDoc>('catalogue_master', id);
    expect(product).toMatchObject({
      name: 'Gerinnungsanalysator Süd',
      price: {
        min: 1770.5,
        max: 2100,
        default: 1900,
        average: 1950.25,
        as_of: '2025-07-01',
        currency: 'EUR',
      },
      parameter_ids: ['param-pt-inr'],
      updated_by: 'user-staff',
      // The batch is the product's import source: file, day, batch id.
      sources: [
        {
          kind: 'import',
          reference: 'geräte.csv',
          as_of: applied.body.created_at.slice(0, 10),
          batch_id: first.body.batch_id,
        },
      ],
    });
    expect(
      product!.sub_products.map((sub: { name: string; sample_type_id: string; sample_volume_ul: number }) => [
        sub.name,
        sub.sample_type_id,
        sub.sample_volume_ul,
      ]),
    ).toEqual([
      ['Quick-Test', 'sample-capillary-wb', 10],
      ['INR-Test', 'sample-citrated-wb', 12.5],
    ]);
    const history = await server.api(`/api/audit/documents?doc_id=${id}`, {
      token: await server.login('superadmin'),
    });
    const entries = (await history.json()) as { entries?: { batch_id?: string }[] } | { batch_id?: string }[];
    expect(JSON.stringify(entries)).toContain(first.body.batch_id!);

    const again = await dryRun(server, token, file);
    expect(again.body.counts).toMatchObject({ create: 0, update: 0, unchanged: 2, error_rows: 0 });
    expect(again.body.batch_id).toBeUndefined();
  });

  it('updates with old → new and undo brings the previous revisions back', async () => {
    const changed = GOOD.map((line) =>
      line.replace('Blutgas Kompakt;Alpenmess GmbH;100;200', 'Blutgas Kompakt;Alpenmess GmbH;110;200'),
    );
    const plan = await dryRun(server, token, windows1252Csv(changed));
    expect(plan.body.counts).toMatchObject({ update: 1, unchanged: 1 });
    const row = plan.body.rows.find((r) => r.action === 'update')!;
    expect(row.changes).toEqual([{ field: 'price.min', old: 100, new: 110 }]);
    const before = await server.store.get<CouchDoc & Record<string, unknown>>('catalogue_master', row.doc_id);
    expect((await batchCall(server, token, plan.body.batch_id!, 'apply')).status).toBe(200);
    expect(
      (await server.store.get<CouchDoc & { price: { min: number } }>('catalogue_master', row.doc_id))!.price
        .min,
    ).toBe(110);

    const undone = await batchCall(server, token, plan.body.batch_id!, 'undo');
    expect(undone.body).toMatchObject({ status: 'undone', results: { undone: 1, undo_conflicts: 0 } });
    const after = await server.store.get<CouchDoc & Record<string, unknown>>('catalogue_master', row.doc_id);
    const { _rev: _a, updated_at: _b, updated_by: _c, ...restored } = after!;
    const { _rev: _d, updated_at: _e, updated_by: _f, ...previous } = before!;
    expect(restored).toEqual(previous);
    // Undone twice is refused.
    expect((await batchCall(server, token, plan.body.batch_id!, 'undo')).status).toBe(409);
  });

  it('undoing a batch that created products removes them again', async () => {
    const file = windows1252Csv([
      GERMAN_HEADER,
      'Einweg-Neu;Nordwerk AG;5;6;5;5;2025-07-01;CRP;CRP-Test;Serum;10;5',
    ]);
    const plan = await dryRun(server, token, file);
    const id = plan.body.rows[0]!.doc_id;
    await batchCall(server, token, plan.body.batch_id!, 'apply');
    expect(await server.store.get('catalogue_master', id)).toBeDefined();
    await batchCall(server, token, plan.body.batch_id!, 'undo');
    expect(await server.store.get('catalogue_master', id)).toBeUndefined();
  });

  it('leaves a product edited by someone else since the dry run as it is, and lists the conflict', async () => {
    const changed = GOOD.map((line) =>
      line.replace('Blutgas Kompakt;Alpenmess GmbH;100;200', 'Blutgas Kompakt;Alpenmess GmbH;120;200'),
    );
    const plan = await dryRun(server, token, windows1252Csv(changed));
    const id = plan.body.rows.find((r) => r.action === 'update')!.doc_id;
    const current = (await server.store.get<CouchDoc & Record<string, unknown>>('catalogue_master', id))!;
    await server.store.put('catalogue_master', { ...current, distributor: 'Edited meanwhile' } as never);
    const applied = await batchCall(server, token, plan.body.batch_id!, 'apply');
    expect(applied.body.results).toMatchObject({ applied: 0, conflicts: 1 });
    const stored = (await server.store.get<CouchDoc & { price: { min: number }; distributor: string }>(
      'catalogue_master',
      id,
    ))!;
    expect(stored).toMatchObject({ distributor: 'Edited meanwhile', price: { min: 100 } });
    const view = await server.api(`/api/catalogue-import/batches/${plan.body.batch_id}`, { token });
    expect(((await view.json()) as { conflicts: { doc_id: string }[] }).conflicts).toEqual([
      expect.objectContaining({ doc_id: id, state: 'conflict' }),
    ]);
  });

  it('resumes a stopped apply: entries written before the stop count once, the rest are written', async () => {
    const file = windows1252Csv([
      GERMAN_HEADER,
      'Wiederaufnahme A;Nordwerk AG;5;6;5;5;2025-07-01;CRP;Test;Serum;10;5',
      'Wiederaufnahme B;Nordwerk AG;5;6;5;5;2025-07-01;CRP;Test;Serum;10;5',
    ]);
    const plan = await dryRun(server, token, file);
    const batchId = plan.body.batch_id!;
    // The state an apply leaves when the process dies after writing product A: A's entry is
    // `writing` with A stored, B's still planned, the batch `applying` with an old heartbeat.
    const entries = await server.store.allDocs<BatchEntry>(IMPORTS_DB, entryRange(batchId));
    const [a, b] = entries.filter((entry) => entry.database === 'catalogue_master');
    await server.store.put('catalogue_master', a!.next);
    await server.store.put(IMPORTS_DB, { ...a!, state: 'writing', previous: null });
    await markApplyDied(server, batchId);

    const resumed = await batchCall(server, token, batchId, 'apply');
    expect(resumed.body).toMatchObject({ status: 'applied', results: { applied: 2, conflicts: 0 } });
    expect(await server.store.get('catalogue_master', b!.doc_id)).toBeDefined();
    // A running apply (fresh heartbeat) is not taken over.
    expect((await batchCall(server, token, batchId, 'apply')).status).toBe(409);
  });

  it('creates unknown master data or maps it to an existing entry, as staff chose', async () => {
    const file = windows1252Csv([
      GERMAN_HEADER,
      'Wahl A;Nordwerk AG;5;6;5;5;2025-07-01;Wunderwert;Test;Serum;10;5',
      'Wahl B;Nordwerk AG;5;6;5;5;2025-07-01;Zauberwert;Test;Serum;10;5',
    ]);
    const first = await dryRun(server, token, file);
    const keys = first.body.unknown_master_data.map((entry) => entry.choice_key);
    expect(keys).toEqual(['parameter:wunderwert', 'parameter:zauberwert']);
    const plan = await dryRun(server, token, file, {
      choices: { [keys[0]!]: { create: true }, [keys[1]!]: { map: 'param-crp' } },
    });
    expect(plan.body.counts).toMatchObject({ create: 2, error_rows: 0 });
    await batchCall(server, token, plan.body.batch_id!, 'apply');
    const [a, b] = await Promise.all(
      plan.body.rows.map((row) =>
        server.store.get<CouchDoc & { parameter_ids: string[] }>('catalogue_master', row.doc_id),
      ),
    );
    const created = await server.store.get<CouchDoc & { name: { de: string } }>(
      'masterdata_master',
      a!.parameter_ids[0]!,
    );
    expect(created!.name.de).toBe('Wunderwert');
    expect(b!.parameter_ids).toEqual(['param-crp']);
  });

  it('reads an English UTF-8 file with BOM, `,` and English decimals', async () => {
    const file = `\ufeffProduct name,Manufacturer,Price min (EUR net),Price max (EUR net),Price default (EUR net),Price average (EUR net),Prices as of,Test,Test sample type,Sample volume (µl),Time to result (min)\r\nReader One,Nordwerk AG,"1,770.50",2000,1900,1900.5,2025-07-01,Strip,Urine,1.5,2\r\n`;
    const plan = await dryRun(server, token, file, { locale: 'en' });
    expect(plan.body.counts).toMatchObject({ create: 1, error_rows: 0 });
    await batchCall(server, token, plan.body.batch_id!, 'apply');
    const product = await server.store.get<
      CouchDoc & {
        price: { min: number };
        sub_products: { sample_volume_ul: number }[];
      }
    >('catalogue_master', plan.body.rows[0]!.doc_id);
    expect(product!.price.min).toBe(1770.5);
    expect(product!.sub_products[0]!.sample_volume_ul).toBe(1.5);
  });
  it('reads the audience: "professionals" keeps the product for professionals, an unknown one is an error of its column', async () => {
    const header = `${GERMAN_HEADER};Zielgruppe`;
    const row = (name: string, audience: string) =>
      `${name};Alpenmess GmbH;10;20;15;15;2025-07-01;CRP;Test A;Serum;10;5;${audience}`;
    const before = await countDocs(server, 'catalogue_master');
    const bad = await dryRun(server, token, windows1252Csv([header, row('Fachgerät Falsch', 'jeder')]));
    expect(bad.body.rows[0]!.errors).toContainEqual(expect.objectContaining({ column: 'Zielgruppe' }));
    expect(bad.body.batch_id).toBeUndefined();
    expect(await countDocs(server, 'catalogue_master')).toBe(before);

    const good = await dryRun(
      server,
      token,
      windows1252Csv([header, row('Fachgerät Nord', 'professionals'), row('Publikumsgerät Nord', '')]),
    );
    expect(good.body.counts).toMatchObject({ create: 2, error_rows: 0 });
    await batchCall(server, token, good.body.batch_id!, 'apply');
    const audienceOf = async (name: string) =>
      (await server.store.get<LooseDoc>(
        'catalogue_master',
        good.body.rows.find((r) => r.name === name)!.doc_id,
      ))!.audience;
    expect(await audienceOf('Fachgerät Nord')).toBe('professionals');
    expect(await audienceOf('Publikumsgerät Nord')).toBeUndefined();
  });

  it('reads pinned and excluded alternatives as product ids; a product pinned and excluded at once is an error of its column', async () => {
    const header = `${GERMAN_HEADER};Angeheftete Alternativen;Ausgeschlossene Alternativen`;
    const row = (name: string, pinned: string, excluded: string) =>
      `${name};Alpenmess GmbH;10;20;15;15;2025-07-01;CRP;Test A;Serum;10;5;${pinned};${excluded}`;
    const before = await countDocs(server, 'catalogue_master');
    const bad = await dryRun(
      server,
      token,
      windows1252Csv([header, row('Alternativ Falsch', 'prod-00002', 'prod-00002')]),
    );
    expect(bad.body.rows[0]!.errors).toContainEqual(
      expect.objectContaining({
        column: 'Ausgeschlossene Alternativen',
        message: message('validation.alternative_both', 'de'),
      }),
    );
    expect(bad.body.batch_id).toBeUndefined();
    expect(await countDocs(server, 'catalogue_master')).toBe(before);

    const good = await dryRun(
      server,
      token,
      windows1252Csv([header, row('Alternativ Nord', 'prod-00002 | prod-00003', 'prod-00004')]),
    );
    expect(good.body.counts).toMatchObject({ create: 1, error_rows: 0 });
    await batchCall(server, token, good.body.batch_id!, 'apply');
    const stored = await server.store.get<LooseDoc>('catalogue_master', good.body.rows[0]!.doc_id);
    expect(stored).toMatchObject({
      alternatives_pinned: ['prod-00002', 'prod-00003'],
      alternatives_excluded: ['prod-00004'],
    });
  });

  it('reads the consumable cost per test in German decimals and the quality control; a fraction of a control is an error of its column', async () => {
    const header = `${GERMAN_HEADER};Verbrauchsmaterial pro Test (EUR netto);Kontrollmessungen pro Tag;Kontrollmessungen pro Charge`;
    const row = (name: string, cost: string, perDay: string, perLot: string) =>
      `${name};Alpenmess GmbH;10;20;15;15;2025-07-01;CRP;Test A;Serum;10;5;${cost};${perDay};${perLot}`;
    const before = await countDocs(server, 'catalogue_master');
    const bad = await dryRun(server, token, windows1252Csv([header, row('Kosten Falsch', '-1', '1,5', '2')]));
    const errors = bad.body.rows[0]!.errors;
    expect(errors).toContainEqual(
      expect.objectContaining({
        column: 'Verbrauchsmaterial pro Test (EUR netto)',
        message: message('validation.consumable_cost', 'de'),
      }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({
        column: 'Kontrollmessungen pro Tag',
        message: message('validation.quality_control', 'de'),
      }),
    );
    expect(bad.body.batch_id).toBeUndefined();
    expect(await countDocs(server, 'catalogue_master')).toBe(before);

    const good = await dryRun(
      server,
      token,
      windows1252Csv([header, row('Kosten Nord', '1.234,56', '1', '2'), row('Kosten Süd', '', '', '')]),
    );
    expect(good.body.counts).toMatchObject({ create: 2, error_rows: 0 });
    await batchCall(server, token, good.body.batch_id!, 'apply');
    const storedOf = async (name: string) =>
      (await server.store.get<LooseDoc>(
        'catalogue_master',
        good.body.rows.find((r) => r.name === name)!.doc_id,
      ))!;
    expect(await storedOf('Kosten Nord')).toMatchObject({
      consumable_cost_per_test: 1234.56,
      quality_control: { per_day: 1, per_lot: 2 },
    });
    const bare = await storedOf('Kosten Süd');
    expect(bare).not.toHaveProperty('consumable_cost_per_test');
    expect(bare).not.toHaveProperty('quality_control');
  });
});
