import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { productRecurrenceLabels } from '@officina/contracts';
import { useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { DetailFields } from '../../../components/detail-fields.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordActions } from '../../../components/record-actions.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { useCan } from '../../../lib/ability.ts';
import { formatDate, formatEuro } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteProduct, useRestoreProduct } from '../api/delete-product.ts';
import { useProduct } from '../api/get-product.ts';

/** /products/:id/detail: the product's data; manage_products edits, deletes (or archives) and restores. */
export function ProductDetail({ id }: { id: number }) {
  const product = useProduct(id);
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteProduct();
  const restore = useRestoreProduct();
  const p = product.data;
  useDocumentTitle(p?.name ?? 'Prodotto');
  if (product.isError) return <RecordNotFound of="product" />;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <BackLink to={paths.products.build()}>Prodotti</BackLink>
      {p ? (
        <>
          <PageHeader
            title={p.name}
            subtitle={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
                <span>{p.code}</span>
                <Chip
                  size="small"
                  variant="outlined"
                  color={p.active ? 'success' : 'default'}
                  label={p.active ? 'Attivo' : 'Non attivo'}
                />
                {p.archived_at && <Chip size="small" color="warning" label="Archiviato" />}
              </Stack>
            }
            actions={
              can('manage_products') && (
                <RecordActions
                  what={`il prodotto «${p.name}»`}
                  deleteNote="Se è usato nelle righe di qualche offerta verrà archiviato invece che eliminato: non sarà più proposto nelle offerte, quelle che lo contengono restano invariate, e potrai ripristinarlo."
                  editTo={paths.productEdit.build(p.id)}
                  archived={Boolean(p.archived_at)}
                  deleting={remove.isPending}
                  restoring={restore.isPending}
                  onDelete={() => remove.mutateAsync(p.id)}
                  onRestore={() => restore.mutateAsync(p.id)}
                  onDeleted={() => navigate(paths.products.build(), { replace: true })}
                />
              )
            }
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <DetailFields
              title="Prezzo"
              fields={[
                { label: 'Prezzo unitario', value: `${formatEuro(p.unit_price_cents)} / ${p.unit}` },
                { label: 'IVA', value: `${p.vat_rate}%` },
                { label: 'Ricorrenza', value: productRecurrenceLabels[p.recurrence] },
              ]}
            />
            <DetailFields
              title="Catalogo"
              fields={[
                { label: 'Categoria', value: p.category_name },
                { label: 'Descrizione', value: p.description },
                { label: 'Modificato il', value: formatDate(p.updated_at) },
              ]}
            />
          </Box>
        </>
      ) : (
        <Skeleton variant="rounded" height={240} />
      )}
    </Stack>
  );
}
