import AddOutlined from '@mui/icons-material/AddOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Checklist } from '@officina/contracts';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../lib/locale/format.ts';
import { ChecklistTemplateMenu } from './checklist-template-menu.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { EmptyState } from './empty-state.tsx';

interface ChecklistPanelProps {
  checklist: Checklist | undefined;
  /** May the user tick items? (assigned or manager) */
  canTick: boolean;
  /** May the user add and delete items? */
  canEdit: boolean;
  onToggle: (itemId: number, checked: boolean) => void;
  onAdd: (text: string) => Promise<unknown>;
  onRemove: (itemId: number) => Promise<unknown>;
  /** Appends a template's items; with it, editors get the "Da modello" menu. */
  onApplyTemplate?: (templateId: number) => Promise<unknown>;
  adding?: boolean;
}

/**
 * A checklist (of a to-do or a project): progress, items to tick — each ticked one says who ticked it
 * and when — an input to add one, the items of a template to append, and deletion after a confirmation.
 */
export function ChecklistPanel({
  checklist,
  canTick,
  canEdit,
  onToggle,
  onAdd,
  onRemove,
  onApplyTemplate,
  adding,
}: ChecklistPanelProps) {
  const [text, setText] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  if (!checklist) return <Skeleton variant="rounded" height={160} />;
  const { items, progress } = checklist;
  const percent = progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    await onAdd(text.trim());
    setText('');
  };

  return (
    <Stack spacing={2}>
      {items.length > 0 ? (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <LinearProgress
              variant="determinate"
              value={percent}
              color={percent === 100 ? 'success' : 'primary'}
              sx={{ flex: 1, height: 8, borderRadius: 4 }}
              aria-label="Avanzamento della checklist"
            />
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {progress.done} di {progress.total} completate
            </Typography>
          </Stack>
          <List disablePadding aria-label="Voci della checklist">
            {items.map((item) => (
              <ListItem
                key={item.id}
                divider
                disableGutters
                secondaryAction={
                  canEdit && (
                    <Tooltip title="Elimina voce">
                      <IconButton
                        edge="end"
                        aria-label={`Elimina «${item.text}»`}
                        onClick={() => setRemoving(item.id)}
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )
                }
              >
                <Checkbox
                  checked={item.checked_at !== null}
                  disabled={!canTick}
                  onChange={(event) => onToggle(item.id, event.target.checked)}
                  slotProps={{ input: { 'aria-label': item.text } }}
                />
                <Box sx={{ minWidth: 0, pr: 5 }}>
                  <Typography
                    sx={{
                      textDecoration: item.checked_at ? 'line-through' : 'none',
                      color: item.checked_at ? 'text.secondary' : 'text.primary',
                    }}
                  >
                    {item.text}
                  </Typography>
                  {item.checked_at && (
                    <Typography variant="caption" color="text.secondary">
                      Spuntata da {item.checked_by_name ?? 'utente rimosso'} il{' '}
                      {formatDateTime(item.checked_at)}
                    </Typography>
                  )}
                </Box>
              </ListItem>
            ))}
          </List>
        </>
      ) : (
        <EmptyState
          icon={<ChecklistOutlined />}
          title="Nessuna voce nella checklist"
          description={
            canEdit
              ? 'Aggiungi i passi da completare, uno alla volta o da un modello: chi li spunta e quando resta registrato.'
              : undefined
          }
        />
      )}
      {canEdit && (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={submit}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label="Nuova voce"
            value={text}
            onChange={(event) => setText(event.target.value)}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Button
            type="submit"
            variant="outlined"
            startIcon={<AddOutlined />}
            loading={adding}
            disabled={text.trim() === ''}
          >
            Aggiungi
          </Button>
          {onApplyTemplate && <ChecklistTemplateMenu onApply={onApplyTemplate} />}
        </Stack>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Eliminare la voce?"
        confirmLabel="Elimina"
        tone="error"
        onConfirm={() => {
          if (removing !== null) void onRemove(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      >
        La voce sparirà dalla checklist, insieme a chi l’aveva spuntata.
      </ConfirmDialog>
    </Stack>
  );
}
