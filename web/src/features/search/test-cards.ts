// Demo products as the search worker's cards, with their master data, for the search tests.
import type { MasterData, Product } from '@poct/schemas';
import { generateDemoData } from '../../../../sync-server/src/demo/index.ts';
import { toProductCard, type ProductCard } from './product-card.ts';

export function demoCards(
  productCount: number,
  seed = 7,
): { cards: ProductCard[]; masterdata: MasterData[]; products: Product[] } {
  const { products, masterdata } = generateDemoData({ seed, productCount });
  return { cards: products.map(toProductCard), masterdata, products };
}
