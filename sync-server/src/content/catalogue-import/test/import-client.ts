// Calls of the catalogue import API as the workspace makes them: the file as the raw body, the
// language in Accept-Language.
import iconv from 'iconv-lite';
import type { DryRunReport } from '@poct/schemas';
import type { CouchDoc } from '../../../platform/store/couch-client.ts';
import type { TestServer } from '../../../../test/support/test-server.ts';
import { IMPORTS_DB } from '../batches.ts';

export const IMPORT = '/api/catalogue-import';

export interface DryRunAnswer {
  status: number;
  /** The report, or the error answer of a file that is refused. */
  body: DryRunReport & { message?: string; key?: string };
}

export async function dryRun(
  server: TestServer,
  token: string,
  file: Buffer | string,
  options: { fileName?: string; choices?: unknown; locale?: string } = {},
): Promise<DryRunAnswer> {
  const query = new URLSearchParams({ file_name: options.fileName ?? 'katalog.csv' });
  if (options.choices) query.set('choices', JSON.stringify(options.choices));
  const response = await server.api(`${IMPORT}/dry-run?${query}`, {
    method: 'POST',
    token,
    body: typeof file === 'string' ? Buffer.from(file, 'utf8') : file,
    headers: { 'content-type': 'application/octet-stream', 'accept-language': options.locale ?? 'de' },
  });
  return { status: response.status, body: (await response.json()) as DryRunAnswer['body'] };
}

export async function batchCall(
  server: TestServer,
  token: string,
  batchId: string,
  action: 'apply' | 'undo',
) {
  const response = await server.api(`${IMPORT}/batches/${batchId}/${action}`, { method: 'POST', token });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A German spreadsheet program's CSV: `;`, Windows-1252, CRLF. */
export const windows1252Csv = (lines: string[]) => iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1252');

export const GERMAN_HEADER =
  'Produktname;Hersteller;Preis min (EUR netto);Preis max (EUR netto);Preis Standard (EUR netto);Preis Durchschnitt (EUR netto);Preisstand;Parameter;Test;Probenart des Tests;Probenvolumen (µl);Zeit bis Ergebnis (min)';

/** Leaves the batch as an apply leaves it when its process dies: `applying`, its heartbeat long gone. */
export async function markApplyDied(server: TestServer, batchId: string): Promise<void> {
  const batch = (await server.store.get<CouchDoc>(IMPORTS_DB, batchId))!;
  await server.store.put(IMPORTS_DB, {
    ...batch,
    status: 'applying',
    heartbeat_at: '2020-01-01T00:00:00.000Z',
  });
}

export async function countDocs(server: TestServer, database: string): Promise<number> {
  return (await server.store.info(database))?.doc_count ?? 0;
}

/** A stored document read loosely, for assertions on its fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseDoc = CouchDoc & Record<string, any>;
