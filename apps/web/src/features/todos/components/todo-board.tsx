import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TodoView } from '@officina/contracts';
import { useState } from 'react';
import { ColorDot } from '../../../components/form-id-select.tsx';
import { useCan } from '../../../lib/ability.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { notify } from '../../../lib/toast.ts';
import { useSetTodoState } from '../api/set-todo-state.ts';
import { type TodoBoardParams, useTodoBoard } from '../api/todo-board.ts';
import { TodoCard } from './todo-card.tsx';

/**
 * Board by state: drag a card onto a column (native HTML5 drag and drop) or use its "Sposta in…" menu
 * (keyboard). The move shows at once; the server's answer (and a refetch) confirms it.
 */
export function TodoBoard({ query }: { query: TodoBoardParams }) {
  const board = useTodoBoard({ per_column: 30, ...query });
  const move = useSetTodoState();
  const can = useCan();
  const meId = useSessionStore((state) => state.user?.id);
  const [dragging, setDragging] = useState<TodoView | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [moved, setMoved] = useState<Record<number, number>>({});

  if (!board.data) {
    return (
      <Stack direction="row" spacing={2}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={360} sx={{ flex: 1 }} />
        ))}
      </Stack>
    );
  }
  const movable = (todo: TodoView) => can('manage_todos') || todo.assignees.some((user) => user.id === meId);
  const cards = board.data.columns.flatMap((column) => column.cards);
  const columnOf = (todo: TodoView) => moved[todo.id] ?? todo.state_id;

  const drop = (stateId: number, name: string) => {
    setOver(null);
    const todo = dragging;
    setDragging(null);
    if (!todo || columnOf(todo) === stateId) return;
    setMoved((current) => ({ ...current, [todo.id]: stateId }));
    move.mutate(
      { id: todo.id, stateId },
      {
        onSuccess: (result) =>
          notify.success(
            result.next
              ? `«${todo.title}» completato: creata la prossima occorrenza`
              : `«${todo.title}» spostato in «${name}»`,
          ),
        onSettled: () =>
          setMoved((current) => {
            const { [todo.id]: _gone, ...rest } = current;
            return rest;
          }),
      },
    );
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(260px, 1fr)',
        gap: 2,
        overflowX: 'auto',
        pb: 1,
      }}
    >
      {board.data.columns.map((column) => {
        const inColumn = cards.filter((card) => columnOf(card) === column.state_id);
        const extra = column.total - column.cards.length;
        return (
          <Paper
            key={column.state_id}
            component="section"
            aria-label={`Colonna ${column.name}`}
            variant="outlined"
            onDragOver={(event) => {
              if (!dragging) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(column.state_id);
            }}
            onDragLeave={() => setOver((current) => (current === column.state_id ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              drop(column.state_id, column.name);
            }}
            sx={{
              p: 1.5,
              bgcolor: over === column.state_id ? 'action.selected' : 'action.hover',
              borderStyle: over === column.state_id ? 'dashed' : 'solid',
              borderColor: over === column.state_id ? 'primary.main' : 'divider',
              minHeight: 360,
              transition: 'background-color 120ms',
            }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, px: 0.5 }}>
              <ColorDot color={column.color} />
              <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
                {column.name}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {column.total}
              </Typography>
            </Stack>
            <Stack
              spacing={1}
              sx={{
                maxHeight: 'calc(100vh - 320px)',
                minHeight: 200,
                overflowY: 'auto',
                pr: 0.5,
                mr: -0.5,
                // The list scrolls: its cards (overflow: hidden) must not shrink to fit it instead.
                '& > *': { flexShrink: 0 },
              }}
            >
              {inColumn.map((todo) => (
                <TodoCard
                  key={todo.id}
                  todo={todo}
                  movable={movable(todo)}
                  onDragStart={setDragging}
                  onDragEnd={() => setDragging(null)}
                />
              ))}
              {inColumn.length === 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
                  {column.is_closed ? 'Trascina qui per completare' : 'Nessun to-do'}
                </Typography>
              )}
              {extra > 0 && (
                <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                  e altri {extra}: restringi con i filtri o usa l’elenco
                </Typography>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Box>
  );
}
