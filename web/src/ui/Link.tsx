// Links navigate inside the app through react-router (RouterProvider in app/Root.tsx); hrefs are
// full paths, already localized by the caller (useLocalizePath).
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { withClass } from './class-names.ts';

export interface LinkProps extends AriaLinkProps {
  variant?: 'inline' | 'nav' | 'button';
}

export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <AriaLink {...props} className={withClass(className, `link link--${variant} focus-ring`)} />;
}
