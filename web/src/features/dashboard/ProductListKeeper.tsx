// The product list's kept first page, written while the dashboard is open (workspace/
// use-first-page-keeper.ts). Its own module, loaded lazily by the dashboard: the product resource
// brings the product forms and the schema validator, which the dashboard does not need to paint.
import { PRODUCTS } from '../catalogue/index.ts';
import { useFirstPageKeeper } from '../../workspace/use-first-page-keeper.ts';

export default function ProductListKeeper() {
  useFirstPageKeeper(PRODUCTS);
  return null;
}
