import { useParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { useProduct } from '../../features/products/api/get-product.ts';
import { ProductForm } from '../../features/products/components/product-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /products/:id/edit (permission manage_products). */
export function ProductEditPage() {
  const id = Number(useParams().id);
  const product = useProduct(id);
  const p = product.data;
  return (
    <RecordFormPage
      title={p ? `Modifica ${p.name}` : 'Modifica prodotto'}
      back={{ to: paths.productDetail.build(id), label: 'Torna al prodotto' }}
      notFound={product.isError && 'product'}
      loading={!p && !product.isError && 420}
    >
      {p && <ProductForm key={p.id} product={p} />}
    </RecordFormPage>
  );
}
