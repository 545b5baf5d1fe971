import Stack from '@mui/material/Stack';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ProductForm } from '../../features/products/components/product-form.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /products/add (permission manage_products). */
export function ProductAddPage() {
  useDocumentTitle('Nuovo prodotto');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <PageHeader title="Nuovo prodotto" back={<BackLink to={paths.products.build()}>Prodotti</BackLink>} />
      <ProductForm />
    </Stack>
  );
}
