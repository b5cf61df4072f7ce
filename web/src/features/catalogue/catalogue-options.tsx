// Resolves the choices of select fields from the master collections on this device, with
// names in the page's language (products by name and manufacturer, never the one being edited).
// The form waits for them ("Loading…"): choices arriving after it was drawn would grow its
// classification section by a hundred checkboxes and move the buttons below it while the reader
// reaches for them.
import { useCallback, useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Locale, MasterData, Product } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import type { OptionSource } from '../../workspace/forms/field-spec.ts';
import { OptionsContext } from '../../workspace/forms/options.tsx';
import type { SelectOption } from '../../ui/Select.tsx';
import { parentChoices } from './tree-items.ts';
import { useMasterDocuments } from '../../workspace/use-masters.ts';
import { Loading } from '../../workspace/LoadStates.tsx';
import { useSyncComplete } from '../../sync/sync-context.ts';

/** Products to choose (a product's alternatives): by name and manufacturer, never `editingId` itself. */
export function productChoices(
  products: readonly Pick<Product, 'id' | 'name' | 'manufacturer'>[],
  editingId: string | undefined,
  locale: Locale,
): SelectOption[] {
  return products
    .filter((product) => product.id !== editingId)
    .map((product) => ({ id: product.id, label: `${product.name} (${product.manufacturer})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale) || a.id.localeCompare(b.id));
}

interface OptionsProps {
  editingId?: string;
  children: ReactNode;
}

export function CatalogueOptions({
  withProducts = false,
  ...props
}: OptionsProps & {
  /** The form chooses products too (a product's alternatives): wait for them as well. */
  withProducts?: boolean;
}) {
  // Only a form that chooses products watches them: every saved product would redraw the others.
  return withProducts ? <OptionsWithProducts {...props} /> : <Options {...props} />;
}

function OptionsWithProducts(props: OptionsProps) {
  return <Options {...props} products={useMasterDocuments('catalogue_master')} />;
}

function Options({
  editingId,
  products,
  children,
}: OptionsProps & {
  /** Undefined: the form chooses no products; null: they are loading. */
  products?: readonly Product[] | null;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const masterdata = useMasterDocuments('masterdata_master');
  const synced = useSyncComplete();
  // None on the device yet is "loading" until a first sync has finished here.
  const ready = masterdata !== null && (masterdata.length > 0 || synced) && products !== null;
  const byType = useMemo(() => {
    const groups = new Map<string, MasterData[]>();
    for (const item of masterdata ?? []) groups.set(item.type, [...(groups.get(item.type) ?? []), item]);
    return groups;
  }, [masterdata]);

  const resolve = useCallback(
    (source: OptionSource): readonly SelectOption[] => {
      const named = (items: readonly MasterData[]) =>
        items
          .map((item) => ({ id: item.id, label: item.name[locale] || item.name.de }))
          .sort((a, b) => a.label.localeCompare(b.label, locale));
      if ('static' in source)
        return source.static.map((option) => ({ id: option.id, label: i18n._(option.label) }));
      if ('masterdata' in source) return named(byType.get(source.masterdata) ?? []);
      if ('treeParents' in source)
        return named(parentChoices(byType.get('tree_item') ?? [], editingId ?? ''));
      if ('products' in source) return productChoices(products ?? [], editingId, locale);
      return [];
    },
    [byType, editingId, i18n, locale, products],
  );
  if (!ready) return <Loading />;
  return <OptionsContext value={resolve}>{children}</OptionsContext>;
}
