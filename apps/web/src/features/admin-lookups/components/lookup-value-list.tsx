import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { AdminLookup, AdminLookupKind } from '@officina/contracts';
import { Fragment, useEffect, useRef, useState } from 'react';
import { MoveButtons, type MoveDirection } from '../../../components/move-buttons.tsx';
import { useReorderLookups } from '../api/reorder-lookups.ts';
import { moveByStep, moveItem } from '../utils/reorder.ts';
import { EditRemoveButtons, LookupValueRow } from './lookup-value-row.tsx';

interface LookupValueListProps {
  kind: AdminLookupKind;
  /** The active values, in their saved order. */
  values: AdminLookup[];
  onEdit: (lookup: AdminLookup) => void;
  /** Absent for a system kind (its values stay). */
  onRemove?: ((lookup: AdminLookup) => void) | undefined;
}

/**
 * The active values in their order: dragged with the mouse (native HTML5 drag and drop, by the row)
 * or moved with «Sposta su»/«Sposta giù», which keep the focus on the moved row's button. Each
 * move is saved at once (the order shown first, the server's answer then).
 */
export function LookupValueList({ kind, values, onEdit, onRemove }: LookupValueListProps) {
  const reorder = useReorderLookups(kind.kind);
  const [order, setOrder] = useState<readonly AdminLookup[]>(values);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<{ id: number; direction: MoveDirection } | null>(null);

  useEffect(() => setOrder(values), [values]);

  useEffect(() => {
    const pending = refocus.current;
    if (!pending) return;
    refocus.current = null;
    const other: MoveDirection = pending.direction === 'up' ? 'down' : 'up';
    const button = buttons.current.get(`${pending.id}:${pending.direction}`);
    (button && !button.disabled ? button : buttons.current.get(`${pending.id}:${other}`))?.focus();
  });

  const commit = (next: readonly AdminLookup[]) => {
    if (next === order) return;
    setOrder(next);
    reorder.mutate(next.map((lookup) => lookup.id));
  };

  const move = (index: number, direction: MoveDirection) => {
    const lookup = order[index];
    if (lookup) refocus.current = { id: lookup.id, direction };
    commit(moveByStep(order, index, direction));
  };

  const drop = (to: number) => {
    if (dragged !== null) commit(moveItem(order, dragged, to));
    setDragged(null);
    setOver(null);
  };

  return (
    <Box component="ol" aria-label={`Valori di «${kind.title}»`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {order.map((lookup, index) => (
        <Fragment key={lookup.id}>
          {index > 0 && <Divider component="li" aria-hidden />}
          <Box
            component="li"
            draggable
            data-lookup-id={lookup.id}
            onDragStart={(event: React.DragEvent) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', lookup.name);
              setDragged(index);
            }}
            onDragOver={(event: React.DragEvent) => {
              if (dragged === null) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              if (over !== index) setOver(index);
            }}
            onDrop={(event: React.DragEvent) => {
              event.preventDefault();
              drop(index);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            sx={{
              opacity: dragged === index ? 0.5 : 1,
              bgcolor: over === index && dragged !== index ? 'action.hover' : undefined,
              boxShadow: (theme) =>
                over === index && dragged !== null && dragged !== index
                  ? `inset 0 ${dragged < index ? -3 : 3}px 0 ${theme.palette.primary.main}`
                  : undefined,
            }}
          >
            <LookupValueRow
              lookup={lookup}
              draggable
              actions={
                <>
                  <MoveButtons
                    what={`«${lookup.name}»`}
                    index={index}
                    count={order.length}
                    onMove={(direction) => move(index, direction)}
                    buttonRef={(direction) => (element) => {
                      const key = `${lookup.id}:${direction}`;
                      if (element) buttons.current.set(key, element);
                      else buttons.current.delete(key);
                    }}
                  />
                  <EditRemoveButtons
                    lookup={lookup}
                    onEdit={() => onEdit(lookup)}
                    onRemove={onRemove ? () => onRemove(lookup) : undefined}
                  />
                </>
              }
            />
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
