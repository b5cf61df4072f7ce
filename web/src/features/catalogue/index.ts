// What the catalogue feature offers the other features: they import it from here, never from its files.
export { PRODUCTS } from './products.resource.tsx';
