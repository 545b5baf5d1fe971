import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Lookup, vatRates } from '@officina/contracts';
import { MoneyField } from '../../../components/money-field.tsx';
import { MoveButtons } from '../../../components/move-buttons.tsx';
import { formatEuro } from '../../../lib/locale/format.ts';
import type { DraftRow } from '../utils/row-editor.ts';
import { applyProduct } from '../utils/row-editor.ts';
import { DecimalField } from './decimal-field.tsx';
import { ProductPicker } from './product-picker.tsx';

export const ROW_MIME = 'application/x-officina-row';

const kindLabels: Record<DraftRow['kind'], string> = {
  product: 'Prodotto',
  free: 'Riga libera',
  description: 'Descrizione',
  discount: 'Sconto',
};

/**
 * The select's value: a new row (no state yet) shows the first row state, the one the server gives it
 * on save (Proposta by default), so a row not accepted never looks blank.
 */
function stateValue(stateId: number | null, rowStates: readonly Lookup[]): string {
  const id = stateId ?? rowStates[0]?.id;
  return id === undefined ? '' : String(id);
}

interface RowLineProps {
  row: DraftRow;
  index: number;
  count: number;
  rowStates: readonly Lookup[];
  amount: { amount_cents: number | null; counted: boolean } | undefined;
  readOnly: boolean;
  dropHint: boolean;
  onChange: (patch: Partial<DraftRow>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDragOverRow: () => void;
  onDropRow: (fromIndex: number) => void;
}

/** One row of the offer: its fields by kind, its amount, and up/down/drag/remove. */
export function RowLine({
  row,
  index,
  count,
  rowStates,
  amount,
  readOnly,
  dropHint,
  onChange,
  onMove,
  onRemove,
  onDragOverRow,
  onDropRow,
}: RowLineProps) {
  const amounts = row.kind !== 'description';
  const label = `Riga ${index + 1}: ${kindLabels[row.kind]}`;
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={label}
      onDragOver={(event) => {
        if (readOnly || !event.dataTransfer.types.includes(ROW_MIME)) return;
        event.preventDefault();
        onDragOverRow();
      }}
      onDrop={(event) => {
        const from = event.dataTransfer.getData(ROW_MIME);
        if (from === '') return;
        event.preventDefault();
        onDropRow(Number(from));
      }}
      sx={{
        p: 1.5,
        borderTop: dropHint ? 3 : undefined,
        borderTopColor: 'primary.main',
        bgcolor: amount && !amount.counted && amounts ? 'action.hover' : 'background.paper',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {!readOnly && (
          <Box
            draggable
            onDragStart={(event) => {
              event.dataTransfer.setData(ROW_MIME, String(index));
              event.dataTransfer.effectAllowed = 'move';
            }}
            aria-hidden
            sx={{ cursor: 'grab', color: 'text.disabled', pt: 1 }}
            title="Trascina per spostare"
          >
            <DragIndicator fontSize="small" />
          </Box>
        )}
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
            <Chip
              size="small"
              label={`${index + 1} · ${kindLabels[row.kind]}`}
              variant="outlined"
              sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, minWidth: 110 }}
            />
            {row.kind === 'product' && (
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <ProductPicker
                  productId={row.product_id}
                  currentLabel={row.description.split(' — ')[0] ?? ''}
                  disabled={readOnly}
                  onPick={(product) => onChange(applyProduct(row, product))}
                />
              </Box>
            )}
            {row.kind !== 'product' && (
              <TextField
                size="small"
                label="Descrizione"
                value={row.description}
                onChange={(event) => onChange({ description: event.target.value })}
                multiline={row.kind === 'description'}
                minRows={row.kind === 'description' ? 2 : undefined}
                disabled={readOnly}
                sx={{ flex: 1 }}
              />
            )}
            {amounts && (
              <TextField
                select
                size="small"
                label="Stato riga"
                value={stateValue(row.state_id, rowStates)}
                onChange={(event) => onChange({ state_id: Number(event.target.value) })}
                disabled={readOnly}
                sx={{ width: 150 }}
              >
                {rowStates.map((state) => (
                  <MenuItem key={state.id} value={String(state.id)}>
                    {state.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
          {row.kind === 'product' && (
            <TextField
              size="small"
              label="Descrizione"
              value={row.description}
              onChange={(event) => onChange({ description: event.target.value })}
              disabled={readOnly}
              multiline
            />
          )}
          {amounts && (
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              {row.kind !== 'discount' && (
                <>
                  <DecimalField
                    size="small"
                    label="Quantità"
                    value={row.quantity}
                    onChange={(quantity) => onChange({ quantity })}
                    max={1_000_000}
                    disabled={readOnly}
                    sx={{ width: 110 }}
                  />
                  <TextField
                    size="small"
                    label="Unità"
                    value={row.unit ?? ''}
                    onChange={(event) => onChange({ unit: event.target.value || null })}
                    disabled={readOnly}
                    sx={{ width: 90 }}
                  />
                </>
              )}
              <MoneyField
                size="small"
                label={row.kind === 'discount' ? 'Importo sconto' : 'Prezzo unitario'}
                value={row.unit_price_cents}
                onChange={(cents) => onChange({ unit_price_cents: Math.abs(cents ?? 0) })}
                disabled={readOnly}
                sx={{ width: 160 }}
              />
              {row.kind !== 'discount' && (
                <DecimalField
                  size="small"
                  label="Sconto %"
                  value={row.discount_percent}
                  onChange={(discount_percent) => onChange({ discount_percent })}
                  maxDecimals={2}
                  max={100}
                  disabled={readOnly}
                  sx={{ width: 100 }}
                />
              )}
              <TextField
                select
                size="small"
                label="IVA"
                value={String(row.vat_rate)}
                onChange={(event) => onChange({ vat_rate: Number(event.target.value) })}
                disabled={readOnly}
                sx={{ width: 90 }}
              >
                {vatRates.map((rate) => (
                  <MenuItem key={rate} value={String(rate)}>
                    {rate}%
                  </MenuItem>
                ))}
              </TextField>
              <Box sx={{ flex: 1 }} />
              <Typography
                aria-label="Importo riga"
                sx={{
                  fontWeight: 600,
                  fontVariantNumeric: 'tabular-nums',
                  textDecoration: amount && !amount.counted ? 'line-through' : 'none',
                  color: amount && !amount.counted ? 'text.secondary' : 'text.primary',
                }}
              >
                {amount?.amount_cents === null || amount === undefined ? '' : formatEuro(amount.amount_cents)}
              </Typography>
            </Stack>
          )}
        </Stack>
        {!readOnly && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0}>
            <MoveButtons
              what={`la riga ${index + 1}`}
              index={index}
              count={count}
              size="small"
              onMove={(direction) => onMove(direction === 'up' ? index - 1 : index + 1)}
            />
            <Tooltip title="Rimuovi riga">
              <IconButton size="small" aria-label={`Rimuovi la riga ${index + 1}`} onClick={onRemove}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
