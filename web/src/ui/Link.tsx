// Links are plain anchors that navigate inside the app through react-router's Link (and so through
// the app history's unsaved-changes hold); hrefs are full paths, already localized by the caller
// (useLocalizePath). Not react-aria's Link: the header and footer are on every first paint, and
// react-aria's press and focus code would be the largest part of the shell (bench "bundle").
// Hover and keyboard focus styles come from :hover and :focus-visible (styles/ui.css).
import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import { cx } from './cx.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  variant?: 'inline' | 'nav' | 'button';
}

export function Link({ variant = 'inline', className, href, ...props }: LinkProps) {
  const classes = cx(`link link--${variant}`, className);
  // Outside a router (a lone component in a test, the start-up error page) a link is a page load.
  if (!useInRouterContext()) return <a {...props} href={href} className={classes} />;
  return <RouterLink {...props} to={href} className={classes} />;
}
