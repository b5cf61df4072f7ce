import { composeRenderProps } from 'react-aria-components';

/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

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
