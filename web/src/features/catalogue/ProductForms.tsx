// The product forms: create, edit with the product's sub-products and links below, and the
// sub-product forms. Every field comes from product-fields.ts; the list is products.resource.tsx.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  can,
  emptyProduct,
  emptySubProduct,
  message,
  type Link as LinkDoc,
  type Product,
  type SubProduct,
} from '@poct/schemas';
import { getMasterDocument, prepareMasterDocument } from '../../db/masters.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useGoTo, useRoutePath } from '../../routes/navigation.ts';
import { useSession } from '../../session/use-session.ts';
import { Link } from '../../ui/Link.tsx';
import { DeleteAction } from '../../workspace/forms/DeleteAction.tsx';
import { EntityForm } from '../../workspace/forms/EntityForm.tsx';
import { validateDraft } from '../../workspace/forms/validation.ts';
import { CatalogueOptions } from './catalogue-options.tsx';
import { Loading, NotFound } from '../../workspace/LoadStates.tsx';
import type { ResourceFormProps } from '../../workspace/resource.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import { ConflictForDocument } from './ConflictForDocument.tsx';
import { PRODUCT_FIELDS, SUB_PRODUCT_FIELDS } from './product-fields.ts';
import { useConflictFor } from '../../workspace/use-conflicts.ts';
import {
  newId,
  useMasterDatabase,
  useMasterDocument,
  useMasterDocuments,
  useSaveMaster,
} from '../../workspace/use-masters.ts';

/** The product form and the sub-product forms, by route. */
export function ProductForms({ route, params }: ResourceFormProps) {
  const product = route.id === 'ds.products.create' || route.id === 'ds.products.edit';
  // Only the product form chooses products (its alternatives); a sub-product form does not wait
  // for, or redraw with, the product list.
  return (
    <CatalogueOptions editingId={params.id} withProducts={product}>
      {product ? (
        <ProductEditor id={route.id === 'ds.products.edit' ? params.id : undefined} />
      ) : (
        <SubProductEditor
          productId={params.id ?? ''}
          subId={route.id === 'ds.products.subproduct.edit' ? params.idsp : undefined}
        />
      )}
    </CatalogueOptions>
  );
}

/** a warning when a product has no official website or information. */
function NoWebsiteWarning({ links }: { links: readonly LinkDoc[] }) {
  const locale = useLocale();
  if (links.some((link) => link.type === 'official_website')) return null;
  return (
    <p className="wf-warning" role="note" data-testid="no-website-warning">
      {message('warning.no_official_website', locale)}
    </p>
  );
}

function ProductEditor({ id }: { id?: string }) {
  const { t } = useLingui();
  const { user } = useSession();
  const local = useMasterDatabase();
  const loaded = useMasterDocument('catalogue_master', id);
  const conflict = useConflictFor('catalogue_master', id);
  const links = useMasterDocuments('publications_master', { product_id: id ?? '' });
  const save = useSaveMaster('catalogue_master');
  const goTo = useGoTo();
  const path = useRoutePath();
  useDocumentTitle(id ? t`Edit product` : t`Create product`);

  if (id && loaded.state === 'loading') return <Loading />;
  if (id && loaded.state === 'missing') return <NotFound />;
  const product = loaded.state === 'loaded' ? loaded.value : undefined;
  return (
    <>
      <h1>{product ? t`Edit product “${product.name}”` : t`Create product`}</h1>
      {conflict ? (
        <ConflictForDocument conflict={conflict} fields={PRODUCT_FIELDS} />
      ) : (
        <EntityForm<Product>
          key={product?.id ?? 'new'}
          fields={PRODUCT_FIELDS}
          initial={product ?? (emptyProduct(newId('product')) as Product)}
          notice={() => <NoWebsiteWarning links={links ?? []} />}
          validate={(draft) =>
            validateDraft(PRODUCT_FIELDS, 'product', prepareMasterDocument(draft, user?.id ?? ''))
          }
          save={async (draft) => {
            // Sub-products are edited on their own pages: keep what is stored now.
            const current =
              local && product ? await getMasterDocument(local, 'catalogue_master', product.id) : null;
            return save(
              { ...draft, sub_products: current?.sub_products ?? draft.sub_products },
              PRODUCT_FIELDS,
            );
          }}
          onSaved={(draft) => goTo('ds.products', {}, draft.name)}
          submitLabel={t`Save`}
          actions={
            <Link href={path('ds.products')}>
              <Trans>Cancel</Trans>
            </Link>
          }
        />
      )}
      {product && <ProductParts product={product} links={links ?? []} />}
      {product && <HistoryPanel docId={product.id} fields={PRODUCT_FIELDS} />}
    </>
  );
}

/** The sub-products (tests) and links of a product, below its form. */
function ProductParts({ product, links }: { product: Product; links: readonly LinkDoc[] }) {
  const { t } = useLingui();
  const { user } = useSession();
  const path = useRoutePath();
  const save = useSaveMaster('catalogue_master');
  return (
    <>
      <section aria-labelledby="sub-products">
        <h2 id="sub-products">
          <Trans>Sub-products (tests)</Trans>
        </h2>
        {product.sub_products.length === 0 ? (
          <p>
            <Trans>No sub-products yet.</Trans>
          </p>
        ) : (
          <ul className="wf-parts">
            {product.sub_products.map((sub) => (
              <li key={sub.id}>
                <Link href={path('ds.products.subproduct.edit', { id: product.id, idsp: sub.id })}>
                  {sub.name}
                </Link>{' '}
                {can(user, 'products-update') && (
                  <DeleteAction
                    name={sub.name}
                    usages={() => Promise.resolve([])}
                    onDelete={async () => {
                      await save(
                        { ...product, sub_products: product.sub_products.filter((s) => s.id !== sub.id) },
                        PRODUCT_FIELDS,
                      );
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {can(user, 'products-create') && (
          <Link variant="button" href={path('ds.products.subproduct.create', { id: product.id })}>
            <Trans>Create sub-product</Trans>
          </Link>
        )}
      </section>
      <section aria-labelledby="product-links">
        <h2 id="product-links">
          <Trans>Links</Trans>
        </h2>
        {links.length === 0 ? (
          <p>
            <Trans>No links yet.</Trans>
          </p>
        ) : (
          <ul className="wf-parts">
            {links.map((link) => (
              <li key={link.id}>
                <Link href={path('ds.links.update-abstract', { id: link.id })}>{link.title}</Link>
              </li>
            ))}
          </ul>
        )}
        {can(user, 'products-create') && (
          <Link variant="button" href={path('ds.links.create-abstract', { id: product.id })}>
            <Trans>Create link</Trans>
          </Link>
        )}
      </section>
      <p>
        <Link href={path('ds.products.detail', { id: product.id })}>{t`Show the product page`}</Link>
      </p>
    </>
  );
}

function SubProductEditor({ productId, subId }: { productId: string; subId?: string }) {
  const { t } = useLingui();
  const { user } = useSession();
  const loaded = useMasterDocument('catalogue_master', productId);
  const save = useSaveMaster('catalogue_master');
  const goTo = useGoTo();
  const path = useRoutePath();
  useDocumentTitle(subId ? t`Edit sub-product` : t`Create sub-product`);

  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state !== 'loaded') return <NotFound />;
  const product = loaded.value;
  const existing = subId ? product.sub_products.find((sub) => sub.id === subId) : undefined;
  if (subId && !existing) return <NotFound />;
  const index = existing ? product.sub_products.indexOf(existing) : product.sub_products.length;
  const prefix = `/sub_products/${index}`;
  const withSub = (sub: SubProduct): Product => {
    const subs = [...product.sub_products];
    subs[index] = sub;
    return { ...product, sub_products: subs };
  };
  return (
    <>
      <h1>{existing ? t`Edit sub-product “${existing.name}”` : t`Create sub-product`}</h1>
      <p>
        <Trans>Product:</Trans>{' '}
        <Link href={path('ds.products.edit', { id: product.id })}>{product.name}</Link>
      </p>
      <EntityForm<SubProduct>
        key={existing?.id ?? 'new'}
        fields={SUB_PRODUCT_FIELDS}
        initial={existing ?? (emptySubProduct(newId('test')) as SubProduct)}
        validate={(sub) =>
          validateDraft(
            SUB_PRODUCT_FIELDS,
            'product',
            prepareMasterDocument(withSub(sub), user?.id ?? ''),
            prefix,
          )
        }
        save={(sub) => save(withSub(sub), SUB_PRODUCT_FIELDS, prefix)}
        onSaved={() => goTo('ds.products.edit', { id: product.id })}
        submitLabel={t`Save`}
        actions={
          <Link href={path('ds.products.edit', { id: product.id })}>
            <Trans>Cancel</Trans>
          </Link>
        }
      />
    </>
  );
}
