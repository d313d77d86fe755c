import { useSearchParams } from 'react-router';
import { paths } from '../../../../shared/routes';
import { PageLink } from '../../../components/ui/page-link';
import { fmt, useMessages } from '../../../lib/i18n';
import { useConsoleProduct } from '../catalogue-api';
import { catalogueMessages } from '../catalogue-messages';
import { NEW } from '../catalogue/form-values';
import { ProductForm } from '../catalogue/product-form';
import { ProductList } from '../catalogue/product-list';
import { ConsoleShell, QueryState } from '../components/console-shell';

function ProductEditor({ id }: { id: string }) {
  const m = useMessages(catalogueMessages);
  const isNew = id === NEW;
  const q = useConsoleProduct(isNew ? undefined : id);
  return (
    <>
      <PageLink
        to={paths.adminCatalogue.href()}
        className="text-gold-800 mb-4 inline-flex min-h-11 items-center underline"
      >
        ← {m.backToList}
      </PageLink>
      {isNew ? (
        <ProductForm />
      ) : (
        <>
          <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
          {/* a new form when another product opens: its values start from that product */}
          {q.data && <ProductForm key={q.data.id} product={q.data} />}
        </>
      )}
    </>
  );
}

/** Catalogue (issue 16.4): every product, hidden ones too; add, edit, hide and show them. */
export function CataloguePage() {
  const m = useMessages(catalogueMessages);
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? undefined;
  const q = useConsoleProduct(productId && productId !== NEW ? productId : undefined);
  const title = !productId
    ? m.title
    : productId === NEW
      ? m.newTitle
      : q.data
        ? fmt(m.editTitle, { title: q.data.title })
        : m.title;
  return (
    <ConsoleShell
      title={title}
      intro={productId ? undefined : m.intro}
      actions={
        productId ? undefined : (
          <PageLink
            to={paths.adminCatalogue.href({ productId: NEW })}
            className="btn-primary min-h-11 px-4"
          >
            {m.newProduct}
          </PageLink>
        )
      }
    >
      {productId ? <ProductEditor id={productId} /> : <ProductList />}
    </ConsoleShell>
  );
}
