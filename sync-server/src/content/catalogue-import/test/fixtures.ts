// Files the import tests upload, made here: XLSX workbooks (exceljs, as a spreadsheet program
// would save them, formulas included), zips that unpack to far more than they weigh, and a FHIR
// R4 Bundle in the HL7 LIVD profile written for this project.
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

export async function workbook(sheets: Record<string, ExcelJS.CellValue[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

/** A zip of `entries`, deflated; `declare` overrides the uncompressed size its headers state. */
export function zip(entries: { name: string; data: Buffer; declare?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const packed = deflateRawSync(entry.data);
    const name = Buffer.from(entry.name);
    const size = entry.declare ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const LIVD = 'http://hl7.org/fhir/uv/livd/StructureDefinition';

/** A LIVD catalogue of one analyser with two tests, mapped to LOINC with their specimen. */
export function livdBundle(overrides: Record<string, unknown> = {}) {
  return {
    resourceType: 'Bundle',
    id: 'nordwerk-livd',
    meta: { profile: [`${LIVD}/bundle-uv-livd`] },
    identifier: { system: 'urn:example:nordwerk:livd', value: 'cardio-2025' },
    type: 'collection',
    entry: [
      {
        resource: {
          resourceType: 'Composition',
          id: 'catalog',
          meta: { profile: [`${LIVD}/catalog-uv-livd`] },
          status: 'final',
          type: { coding: [{ system: 'http://loinc.org', code: '90370-8' }] },
          date: '2025-07-01',
          author: [{ display: 'Nordwerk Diagnostik' }],
          title: 'Nordwerk cardiac tests',
        },
      },
      {
        resource: {
          resourceType: 'DeviceDefinition',
          id: 'nw-cardio',
          meta: { profile: [`${LIVD}/devicedefinition-uv-livd`] },
          manufacturerString: 'Nordwerk Diagnostik',
          deviceName: [{ name: 'Cardio Reader NW', type: 'model-name' }],
        },
      },
      ...[
        ['nw-tni', 'TNI-7', 'Troponin I Kassette'],
        ['nw-bnp', 'NTP-2', 'NT-proBNP Kassette'],
      ].map(([id, code, display]) => ({
        resource: {
          resourceType: 'ObservationDefinition',
          id,
          meta: { profile: [`${LIVD}/observationdefinition-uv-livd`] },
          extension: [
            {
              url: `${LIVD}/ext-livd-devicedefinition`,
              valueReference: { reference: 'DeviceDefinition/nw-cardio' },
            },
          ],
          code: { coding: [{ system: 'urn:example:nordwerk:tests', code, display }] },
        },
      })),
      {
        resource: {
          resourceType: 'ConceptMap',
          id: 'nw-loinc',
          meta: { profile: [`${LIVD}/conceptmap-testcode-uv-livd`] },
          name: 'NordwerkLoinc',
          status: 'active',
          targetUri: 'http://loinc.org',
          group: [
            {
              target: 'http://loinc.org',
              element: [
                {
                  code: 'TNI-7',
                  display: 'Troponin I Kassette',
                  target: [
                    {
                      code: '10839-9',
                      equivalence: 'equivalent',
                      dependsOn: [{ property: 'specimen', value: 'Venöses Vollblut' }],
                    },
                  ],
                },
                {
                  code: 'nw-bnp',
                  display: 'NT-proBNP Kassette',
                  target: [
                    {
                      code: '33762-6',
                      equivalence: 'equivalent',
                      dependsOn: [{ property: 'specimen', value: 'Plasma' }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
      {
        resource: {
          resourceType: 'ValueSet',
          id: 'nw-codes',
          status: 'active',
          compose: { include: [{ system: 'http://loinc.org' }] },
        },
      },
    ],
    ...overrides,
  };
}
