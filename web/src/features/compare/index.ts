// What the compare feature offers the other features: they import it from here, never from its files.
export { CompareBar } from './CompareBar.tsx';
export { CompareToggle } from './CompareToggle.tsx';
export { useComparison } from './use-comparison.ts';
