import { ProductList } from '../../features/products/components/product-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /products: the catalogue (editing needs manage_products). */
export function ProductListPage() {
  useDocumentTitle('Prodotti');
  return <ProductList />;
}
