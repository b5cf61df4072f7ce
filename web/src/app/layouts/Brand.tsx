import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Link } from '../../ui/Link.tsx';

/** Logo and name, linking home; the name is the product's and is not translated. */
export function Brand({ to = '/' }: { to?: string }) {
  const localize = useLocalizePath();
  return (
    <Link href={localize(to)} variant="nav" className="brand">
      <img src="/icons/icon.svg" alt="" width="32" height="32" className="brand__logo" />
      <span className="brand__name">POCT Atlas</span>
    </Link>
  );
}
