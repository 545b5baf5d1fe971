import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { type Control, Controller, type UseFormSetFocus, useFieldArray, useWatch } from 'react-hook-form';
import { MoveButtons } from '../../../components/move-buttons.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { TemplateFormValues } from '../utils/template-form.ts';

interface TemplateItemsEditorProps {
  control: Control<TemplateFormValues>;
  setFocus: UseFormSetFocus<TemplateFormValues>;
}

type Move = 'up' | 'down';

/**
 * The ordered items of a template: each row has its text, "Sposta su" / "Sposta giù" and "Elimina"
 * buttons (all reachable by Tab; after a move the focus stays on the moved row's button, and the new
 * position is announced). Enter in a row adds an empty one below it.
 */
export function TemplateItemsEditor({ control, setFocus }: TemplateItemsEditorProps) {
  const { fields, append, insert, remove, move } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const [moved, setMoved] = useState<{ id: string; direction: Move } | null>(null);
  const [removedAt, setRemovedAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const nameOf = (index: number) => items[index]?.text.trim() || `voce ${index + 1}`;

  // After a move, the focus follows the moved row (its other button at the top or bottom of the list).
  useEffect(() => {
    if (!moved) return;
    const index = fields.findIndex((field) => field.id === moved.id);
    const atEdge =
      (moved.direction === 'up' && index === 0) ||
      (moved.direction === 'down' && index === fields.length - 1);
    const direction: Move = atEdge ? (moved.direction === 'up' ? 'down' : 'up') : moved.direction;
    buttons.current.get(`${moved.id}:${direction}`)?.focus();
    setMoved(null);
  }, [fields, moved]);

  // After a removal, the focus goes to the row now in its place (or the one above, or "Aggiungi voce").
  useEffect(() => {
    if (removedAt === null) return;
    if (fields.length === 0) addButton.current?.focus();
    else setFocus(`items.${Math.min(removedAt, fields.length - 1)}.text`);
    setRemovedAt(null);
  }, [fields, removedAt, setFocus]);

  const shift = (index: number, direction: Move) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const field = fields[index];
    if (!field || to < 0 || to >= fields.length) return;
    setAnnouncement(`«${nameOf(index)}» spostata in posizione ${to + 1} di ${fields.length}.`);
    move(index, to);
    setMoved({ id: field.id, direction });
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3" id="template-items-title">
        Voci, nell’ordine in cui vanno fatte
      </Typography>
      <Box component="ol" aria-labelledby="template-items-title" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {fields.map((field, index) => (
          <Stack
            component="li"
            key={field.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', py: 0.75 }}
          >
            <Typography
              color="text.secondary"
              sx={{ minWidth: 28, pt: 1, fontVariantNumeric: 'tabular-nums' }}
            >
              {index + 1}.
            </Typography>
            <Controller
              control={control}
              name={`items.${index}.text`}
              render={({ field: { ref, ...input }, fieldState }) => (
                <TextField
                  {...input}
                  inputRef={ref}
                  size="small"
                  fullWidth
                  label={`Voce ${index + 1}`}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter') return;
                    event.preventDefault();
                    insert(index + 1, { text: '' });
                  }}
                />
              )}
            />
            <MoveButtons
              what={`«${nameOf(index)}»`}
              index={index}
              count={fields.length}
              onMove={(direction) => shift(index, direction)}
              buttonRef={(direction) => (node) => {
                if (node) buttons.current.set(`${field.id}:${direction}`, node);
                else buttons.current.delete(`${field.id}:${direction}`);
              }}
            />
            <Tooltip title="Elimina voce">
              <IconButton
                aria-label={`Elimina «${nameOf(index)}»`}
                onClick={() => {
                  setAnnouncement(`«${nameOf(index)}» eliminata.`);
                  remove(index);
                  setRemovedAt(index);
                }}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ))}
      </Box>
      {fields.length === 0 && (
        <Typography color="text.secondary">Nessuna voce: aggiungi i passi da spuntare.</Typography>
      )}
      <Box>
        <Button
          ref={addButton}
          startIcon={<AddOutlined />}
          onClick={() => append({ text: '' })}
          disabled={fields.length >= 200}
        >
          Aggiungi voce
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Stack>
  );
}
