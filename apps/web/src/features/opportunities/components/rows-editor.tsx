import AddOutlined from '@mui/icons-material/AddOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OpportunityDetail, RowKind } from '@officina/contracts';
import { useMemo, useState } from 'react';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useCompanyDefaults } from '../../../lib/entities/company.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
import { notify, showToast } from '../../../lib/toast.ts';
import { useReplaceOpportunityRows } from '../api/replace-opportunity-rows.ts';
import {
  addRow,
  type DraftRow,
  draftFromRow,
  draftTotals,
  moveRow,
  newDraft,
  removeRow,
  rowsChanged,
  toRowInputs,
  updateRow,
} from '../utils/row-editor.ts';
import { RowLine } from './row-line.tsx';
import { TotalsPanel } from './totals-panel.tsx';

const addButtons: { kind: RowKind; label: string }[] = [
  { kind: 'product', label: 'Prodotto' },
  { kind: 'free', label: 'Riga libera' },
  { kind: 'description', label: 'Descrizione' },
  { kind: 'discount', label: 'Sconto' },
];

interface RowsEditorProps {
  detail: OpportunityDetail;
  readOnly: boolean;
  /** Reloads the opportunity after a 409. */
  onReload: () => Promise<unknown>;
}

/**
 * The offer's rows: add each kind, reorder (up/down or drag), remove, edit; the totals are recomputed
 * at every keystroke with the contracts' pure function (the server's own), and saved in one call.
 */
export function RowsEditor({ detail, readOnly: noRights, onReload }: RowsEditorProps) {
  const { rowTypes, rowStates, opportunityStates } = useSalesLookups();
  const { default_vat_rate } = useCompanyDefaults();
  // A won or lost opportunity's rows are locked until it is reopened (the server refuses too).
  const state = opportunityStates.find((s) => s.id === detail.opportunity.state_id);
  const closedAs = state?.is_won ? 'vinta' : state?.is_lost ? 'persa' : null;
  const readOnly = noRights || closedAs !== null;
  const initial = useMemo(() => detail.rows.map(draftFromRow), [detail.rows]);
  const [rows, setRows] = useState<DraftRow[]>(initial);
  const [base, setBase] = useState(initial);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useReplaceOpportunityRows(detail.opportunity.id);
  const totals = useMemo(() => draftTotals(rows, rowStates), [rows, rowStates]);
  const dirty = rowsChanged(rows, base);

  const submit = async () => {
    setConflict(false);
    setInvalid(null);
    try {
      const saved = await save.mutateAsync({
        rows: toRowInputs(rows),
        updated_at: detail.opportunity.updated_at,
      });
      const fresh = saved.rows.map(draftFromRow);
      setRows(fresh);
      setBase(fresh);
      notify.success('Righe salvate');
    } catch (error) {
      if (isApiError(error) && error.status === 409) return setConflict(true);
      if (isApiError(error) && error.status === 422) {
        const [field, messages] = Object.entries(error.fieldErrors())[0] ?? [];
        const match = field ? /rows\.(\d+)/.exec(field) : null;
        const where = match ? `Riga ${Number(match[1]) + 1}: ` : '';
        return setInvalid(`${where}${messages?.[0] ?? 'dati non validi'}`);
      }
      showToast({ message: 'Salvataggio delle righe non riuscito', type: 'error' });
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      setConflict(false);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Stack component="section" aria-labelledby="rows-title" spacing={2}>
      <UnsavedChangesGuard when={dirty} />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="rows-title" variant="h3" component="h2">
          Righe dell’offerta
        </Typography>
        {!readOnly && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
            role="toolbar"
            aria-label="Aggiungi riga"
          >
            {addButtons.map((button) => (
              <Button
                key={button.kind}
                size="small"
                variant="outlined"
                startIcon={<AddOutlined />}
                disabled={!rowTypes.some((type) => type.key === button.kind)}
                onClick={() =>
                  setRows((current) => addRow(current, newDraft(button.kind, rowTypes, default_vat_rate)))
                }
              >
                {button.label}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
      {conflict && (
        <ConflictAlert what="L’opportunità" changedBy="modificata" reloading={reloading} onReload={reload} />
      )}
      {invalid && <Alert severity="error">{invalid}</Alert>}
      {closedAs && (
        <Alert severity="info">
          L’opportunità è {closedAs}: le righe sono bloccate. Riaprila con «Cambia stato» per modificarle.
        </Alert>
      )}
      {rows.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<ReceiptLongOutlined />}
            title="Nessuna riga"
            description={
              readOnly
                ? undefined
                : 'Aggiungi prodotti dal catalogo, righe libere, descrizioni e sconti: i totali si aggiornano mentre scrivi.'
            }
          />
        </Paper>
      ) : (
        <Stack spacing={1} onDragEnd={() => setDropAt(null)}>
          {rows.map((row, index) => (
            <RowLine
              key={row.key}
              row={row}
              index={index}
              count={rows.length}
              rowStates={rowStates}
              amount={totals.lines[index]}
              readOnly={readOnly}
              dropHint={dropAt === index}
              onChange={(patch) => setRows((current) => updateRow(current, row.key, patch))}
              onMove={(to) => setRows((current) => moveRow(current, index, to))}
              onRemove={() => setRows((current) => removeRow(current, row.key))}
              onDragOverRow={() => setDropAt(index)}
              onDropRow={(from) => {
                setDropAt(null);
                setRows((current) => moveRow(current, from, index));
              }}
            />
          ))}
        </Stack>
      )}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {!readOnly && (
            <>
              <Button variant="contained" onClick={submit} loading={save.isPending} disabled={!dirty}>
                Salva righe
              </Button>
              <Button onClick={() => setRows(base)} disabled={!dirty || save.isPending}>
                Annulla modifiche
              </Button>
              {dirty && (
                <Typography variant="body2" color="warning.main">
                  Modifiche non salvate
                </Typography>
              )}
            </>
          )}
        </Stack>
        <TotalsPanel totals={totals} />
      </Stack>
    </Stack>
  );
}
