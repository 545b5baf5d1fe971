import { useParams } from 'react-router';
import { ProductDetail } from '../../features/products/components/product-detail.tsx';

/** /products/:id/detail. */
export function ProductDetailPage() {
  const { id } = useParams();
  return <ProductDetail key={id} id={Number(id)} />;
}
