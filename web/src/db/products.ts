// Reading products and master data from the local collections for pages.
import type { Link, MasterData, Product } from '@poct/schemas';
import type { LocalDatabase } from './local-database.ts';

/** Products by id, in the order asked; ids not on the device are left out. */
export async function getProducts(local: LocalDatabase, ids: readonly string[]): Promise<Product[]> {
  const catalogue = local.collection('catalogue');
  if (!catalogue || ids.length === 0) return [];
  const found = await catalogue.findByIds([...ids]).exec();
  return ids.flatMap((id) => {
    const doc = found.get(id);
    return doc ? [doc.toJSON() as unknown as Product] : [];
  });
}

export async function getMasterData(local: LocalDatabase): Promise<Map<string, MasterData>> {
  const masterdata = local.collection('masterdata');
  if (!masterdata) return new Map();
  const docs = await masterdata.find().exec();
  return new Map(docs.map((doc) => [doc.primary, doc.toJSON() as unknown as MasterData]));
}

export async function getPublications(local: LocalDatabase, productId: string): Promise<Link[]> {
  const publications = local.collection('publications');
  if (!publications) return [];
  const docs = await publications.find({ selector: { product_id: productId } }).exec();
  return docs.map((doc) => doc.toJSON() as unknown as Link);
}

/** Products by id, kept current: a product renamed, hidden (deleted locally) or added is reported. */
export function watchProducts(
  local: LocalDatabase,
  ids: readonly string[],
  onChange: (products: Map<string, Product>) => void,
): () => void {
  const catalogue = local.collection('catalogue');
  if (!catalogue) return () => {};
  const subscription = catalogue.findByIds([...ids]).$.subscribe((found) => {
    const products = new Map<string, Product>();
    for (const [id, doc] of found) products.set(id, doc.toJSON() as unknown as Product);
    onChange(products);
  });
  return () => subscription.unsubscribe();
}

/** The whole local catalogue, reported again after every change (callers debounce). */
export function watchCatalogue(local: LocalDatabase, onChange: (products: Product[]) => void): () => void {
  const catalogue = local.collection('catalogue');
  if (!catalogue) return () => {};
  const subscription = catalogue
    .find()
    .$.subscribe((docs) => onChange(docs.map((doc) => doc.toJSON() as unknown as Product)));
  return () => subscription.unsubscribe();
}

/** All master data on the device, reported again after every change (callers debounce). */
export function watchMasterData(local: LocalDatabase, onChange: (items: MasterData[]) => void): () => void {
  const masterdata = local.collection('masterdata');
  if (!masterdata) return () => {};
  const subscription = masterdata
    .find()
    .$.subscribe((docs) => onChange(docs.map((doc) => doc.toJSON() as unknown as MasterData)));
  return () => subscription.unsubscribe();
}
