import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RecordNotFound } from '../../components/record-not-found.tsx';
import { useProduct } from '../../features/products/api/get-product.ts';
import { ProductForm } from '../../features/products/components/product-form.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /products/:id/edit (permission manage_products). */
export function ProductEditPage() {
  const id = Number(useParams().id);
  const product = useProduct(id);
  useDocumentTitle(product.data ? `Modifica ${product.data.name}` : 'Modifica prodotto');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={product.data ? `Modifica ${product.data.name}` : 'Modifica prodotto'}
        back={<BackLink to={paths.productDetail.build(id)}>Torna al prodotto</BackLink>}
      />
      {product.isError && (
        <RecordNotFound
          message="Prodotto non trovato o non più disponibile."
          to={paths.products.build()}
          label="Torna ai prodotti"
        />
      )}
      {product.data ? (
        <ProductForm key={product.data.id} product={product.data} />
      ) : (
        !product.isError && <Skeleton variant="rounded" height={420} />
      )}
    </Stack>
  );
}
