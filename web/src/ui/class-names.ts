import { composeRenderProps } from 'react-aria-components';
import { cx } from './cx.ts';

/**
 * Adds our classes in front of a caller's `className`, which react-aria components accept as a
 * string or as a function of their render state.
 */
export function withClass<T>(
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
  ours: string,
) {
  return composeRenderProps(className, (theirs) => cx(ours, theirs));
}
