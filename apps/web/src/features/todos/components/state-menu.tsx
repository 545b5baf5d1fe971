import ArrowDropDownOutlined from '@mui/icons-material/ArrowDropDownOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import type { TodoView } from '@officina/contracts';
import { useId, useState } from 'react';
import { LookupMenuItem } from '../../../components/lookup-menu-item.tsx';
import { notify } from '../../../lib/toast.ts';
import { useSetTodoState } from '../api/set-todo-state.ts';
import { useTodoLookups } from '../hooks/use-todo-lookups.ts';

interface StateMenuProps {
  todo: TodoView;
  /** "Sposta in…" on a board card (icon-sized), "Stato" on the detail page. */
  compact?: boolean;
}

/**
 * "Sposta in…": the keyboard way to change a to-do's state (the board's drag has this as its
 * alternative). Into a closed state the server completes it and may create the next occurrence.
 */
export function StateMenu({ todo, compact = false }: StateMenuProps) {
  const { states } = useTodoLookups();
  const move = useSetTodoState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const choose = (stateId: number, name: string) => {
    setAnchor(null);
    move.mutate(
      { id: todo.id, stateId },
      {
        onSuccess: (result) =>
          notify.success(
            result.next ? `Spostato in «${name}»: creata la prossima occorrenza` : `Spostato in «${name}»`,
          ),
      },
    );
  };
  return (
    <>
      <Button
        size={compact ? 'small' : 'medium'}
        variant={compact ? 'text' : 'outlined'}
        endIcon={<ArrowDropDownOutlined />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        // A board card names its to-do (many on one page), after the label it shows: a name that
        // does not begin with the visible label fails WCAG 2.5.3 (axe label-content-name-mismatch).
        aria-label={compact ? `Sposta in… «${todo.title}»` : undefined}
        loading={move.isPending}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        Sposta in…
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {states.map((state) => (
          <LookupMenuItem
            key={state.id}
            option={state}
            disabled={state.id === todo.state_id}
            onClick={() => choose(state.id, state.name)}
          />
        ))}
      </Menu>
    </>
  );
}
