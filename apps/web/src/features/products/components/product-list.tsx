import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { type ProductView, productRecurrenceLabels } from '@officina/contracts';
import { euroColumn, nameColumn } from '../../../components/list/columns.tsx';
import { ListPage } from '../../../components/list/list-page.tsx';
import { productEntity } from '../../../lib/entities/products.ts';
import { entityListPage } from '../../../lib/list/list-page-spec.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
import { useProducts } from '../api/list-products.ts';
import { productListSpec } from '../utils/list-spec.ts';

const columns: GridColDef<ProductView>[] = [
  { field: 'code', headerName: 'Codice', width: 140, cellClassName: 'mono' },
  { field: 'name', headerName: 'Nome', flex: 2, minWidth: 220 },
  nameColumn('category_id', 'Categoria', (row) => row.category_name, { width: 170 }),
  euroColumn('unit_price_cents', 'Prezzo', { width: 140 }),
  { field: 'unit', headerName: 'Unità', width: 80, sortable: false },
  { field: 'vat_rate', headerName: 'IVA', width: 80, valueFormatter: (value) => `${value}%` },
  {
    field: 'recurrence',
    headerName: 'Ricorrenza',
    width: 120,
    valueFormatter: (value: ProductView['recurrence']) => productRecurrenceLabels[value],
  },
  {
    field: 'active',
    headerName: 'Stato',
    width: 110,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={row.active ? 'Attivo' : 'Non attivo'}
        color={row.active ? 'success' : 'default'}
        variant="outlined"
      />
    ),
  },
];

const productListPage = entityListPage({
  entity: productEntity,
  url: productListSpec,
  useList: useProducts,
  noun: ['prodotto a catalogo', 'prodotti a catalogo'],
  table: { label: 'Catalogo prodotti', columns },
  empty: {
    icon: <Inventory2Outlined />,
    title: 'Il catalogo è vuoto',
    createHint: 'Aggiungi servizi, licenze e hardware: li sceglierai nelle righe delle offerte.',
    filteredDescription: null,
  },
});

/** /products: the catalogue the rows editor picks from; manage_products adds and edits. */
export function ProductList() {
  const lookups = useSalesLookups();
  return (
    <ListPage
      spec={productListPage}
      filters={[
        { type: 'search', placeholder: 'Codice o nome…' },
        { type: 'select', key: 'category_id', label: 'Categoria', options: lookups.productCategories },
        { type: 'switch', key: 'active', label: 'Solo attivi' },
        { type: 'switch', key: 'archived', label: 'Archiviati' },
      ]}
    />
  );
}
