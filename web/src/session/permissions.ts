// Permission checks for the browser. They come from @poct/schemas so the browser and the server
// decide alike; keep this file a re-export so any other source of `can` is a one-line swap.
export { can, canAll, canAny } from '@poct/schemas';
