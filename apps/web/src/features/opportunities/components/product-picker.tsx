import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProductView } from '@officina/contracts';
import { useEffect, useState } from 'react';
import { autocompleteTexts } from '../../../components/autocomplete-field.tsx';
import { matchesAll } from '../../../lib/locale/fold.ts';
import { formatEuro } from '../../../lib/locale/format.ts';
import { useProductSearch } from '../api/search-products.ts';

interface ProductPickerProps {
  /** The row's current product, shown by its description until another is picked. */
  productId: number | null;
  currentLabel: string;
  onPick: (product: ProductView) => void;
  disabled?: boolean;
}

/**
 * "Prodotto": searches the active catalogue on the server as the user types (code or name). Until the
 * answer for the text typed arrives, the previous answer is shown narrowed to the products matching
 * every typed word, so the list shrinks as one types and does not jump under the pointer when the
 * server's answer replaces it.
 */
export function ProductPicker({ productId, currentLabel, onPick, disabled }: ProductPickerProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useProductSearch(search, open);
  const options = found.data?.data ?? [];
  const typed = input.trim();
  const settled = search === typed && !found.isPlaceholderData;
  const value = productId ? ({ id: productId, name: currentLabel } as ProductView) : null;

  return (
    <Autocomplete<ProductView>
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      disabled={disabled}
      onChange={(_, product) => product && onPick(product)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      getOptionLabel={(option) => (option.code ? `${option.code} · ${option.name}` : option.name)}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionKey={(option) => option.id}
      filterOptions={(list) =>
        settled ? list : list.filter((product) => matchesAll([product.code, product.name], typed))
      }
      loading={found.isFetching || !settled}
      autoHighlight
      loadingText="Ricerca…"
      noOptionsText={search ? 'Nessun prodotto trovato' : 'Scrivi codice o nome'}
      {...autocompleteTexts}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {option.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {option.code} · {option.category_name ?? 'Senza categoria'} · IVA {option.vat_rate}%
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', ml: 2 }}>
            {formatEuro(option.unit_price_cents)}/{option.unit}
          </Typography>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label="Prodotto" placeholder="Cerca nel catalogo" />}
      sx={{ minWidth: 240 }}
    />
  );
}
