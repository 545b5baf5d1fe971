import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { ProductForm } from '../../features/products/components/product-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /products/add (permission manage_products). */
export function ProductAddPage() {
  return (
    <RecordFormPage title="Nuovo prodotto" back={{ to: paths.products.build(), label: 'Prodotti' }}>
      <ProductForm />
    </RecordFormPage>
  );
}
