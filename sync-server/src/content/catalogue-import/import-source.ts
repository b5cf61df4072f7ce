// Every product an import writes names the batch among its sources (kind `import`): the file it
// came from, the day, the batch id. A product keeps one import source, the latest batch's, so a
// product imported again and again does not pile up sources.
import type { CouchDoc } from '../../platform/store/couch-client.ts';

interface Source {
  kind: string;
  reference: string;
  as_of: string;
  batch_id?: string;
}

export function withImportSource(
  doc: CouchDoc,
  batch: { id: string; fileName: string; now: string },
): CouchDoc {
  const others = ((doc as { sources?: Source[] }).sources ?? []).filter((source) => source.kind !== 'import');
  const source: Source = {
    kind: 'import',
    reference: batch.fileName,
    as_of: batch.now.slice(0, 10),
    batch_id: batch.id,
  };
  return { ...doc, sources: [...others, source].slice(-50) };
}
