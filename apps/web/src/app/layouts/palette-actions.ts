import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import AddTaskOutlined from '@mui/icons-material/AddTaskOutlined';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import { can } from '@officina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PaletteAction } from '../../features/search/utils/palette-options.ts';
import { useTimer } from '../../features/timings/api/get-timer.ts';
import { useStartTimer } from '../../features/timings/api/start-timer.ts';
import { useStopTimer } from '../../features/timings/api/stop-timer.ts';
import { todoQueryOptions } from '../../features/todos/api/get-todo.ts';
import { useAppAbility } from '../../lib/ability.ts';
import { paths } from '../../lib/paths.ts';
import { notify } from '../../lib/toast.ts';
import { meetsPermission } from '../guard/route-meta.ts';
import { menuItems } from '../menu-items.ts';
import { prefillFromPath, type QuickCreateKind, useQuickCreate } from './quick-create.ts';

const QUICK = 'Azioni rapide';
const GO = 'Vai a';

/**
 * The palette's commands, composed here because they belong to other features: the navbar "+"
 * dialogs (same store, same prefill from the page), "Nuovo cliente", the timer (start, or stop while
 * it runs) and "Vai a …" for every menu entry the user may open (the menu's permission rule).
 */
export function usePaletteActions(): PaletteAction[] {
  const ability = useAppAbility();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const startDialog = useQuickCreate((state) => state.start);
  const timer = useTimer();
  const start = useStartTimer();
  const stop = useStopTimer();
  const running = Boolean(timer.data?.timer);
  const { mutate: startTimer } = start;
  const { mutate: stopTimer } = stop;

  return useMemo(() => {
    const allowed = (name: string) => can(ability, name);
    const quick = (kind: QuickCreateKind) => () =>
      startDialog(
        kind,
        prefillFromPath(
          pathname,
          (todoId) => queryClient.getQueryData(todoQueryOptions(todoId).queryKey)?.todo,
        ),
      );
    const actions: PaletteAction[] = [];
    if (allowed('manage_clients'))
      actions.push({
        id: 'new-client',
        label: 'Nuovo cliente',
        group: QUICK,
        keywords: ['crea', 'aggiungi', 'azienda'],
        icon: AddBusinessOutlined,
        run: () => navigate(paths.crmClientAdd.build()),
      });
    if (allowed('manage_todos'))
      actions.push({
        id: 'new-todo',
        label: 'Nuovo to-do',
        group: QUICK,
        keywords: ['crea', 'aggiungi', 'attività', 'todo'],
        icon: AddTaskOutlined,
        run: quick('todo'),
      });
    if (allowed('manage_projects'))
      actions.push({
        id: 'new-project',
        label: 'Nuovo progetto',
        group: QUICK,
        keywords: ['crea', 'aggiungi'],
        icon: CreateNewFolderOutlined,
        run: quick('project'),
      });
    actions.push(
      running
        ? {
            id: 'stop-timer',
            label: 'Ferma timer',
            group: QUICK,
            keywords: ['tempo', 'ore'],
            icon: StopCircleOutlined,
            run: () =>
              stopTimer(undefined, { onSuccess: () => notify.success('Timer fermato: tempo registrato') }),
          }
        : {
            id: 'start-timer',
            label: 'Avvia timer',
            group: QUICK,
            keywords: ['tempo', 'ore', 'cronometro'],
            icon: PlayArrowOutlined,
            run: () => startTimer({}, { onSuccess: () => notify.success('Timer avviato') }),
          },
    );
    for (const item of menuItems) {
      if (item.permission && !meetsPermission(item.permission, allowed)) continue;
      actions.push({
        id: `go-${item.to}`,
        label: `Vai a ${item.label}`,
        group: GO,
        icon: item.icon,
        run: () => navigate(item.to),
      });
    }
    return actions;
  }, [ability, navigate, pathname, queryClient, startDialog, running, startTimer, stopTimer]);
}
