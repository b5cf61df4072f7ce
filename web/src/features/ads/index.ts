// What the ads feature offers the other features: they import it from here, never from its files.
export { AdSlot } from './AdSlot.tsx';
