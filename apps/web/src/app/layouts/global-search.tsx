import { useCallback, useState } from 'react';
import { CommandPalette } from '../../features/search/components/command-palette.tsx';
import { SearchTrigger } from '../../features/search/components/search-trigger.tsx';
import { usePaletteHotkey } from '../../features/search/hooks/use-palette-hotkey.ts';
import { usePaletteActions } from './palette-actions.ts';

/** The navbar's search slot: the field (or icon) and Ctrl+K / ⌘K open the command palette. */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  usePaletteHotkey(show);
  const actions = usePaletteActions();
  return (
    <>
      <SearchTrigger onOpen={show} />
      <CommandPalette open={open} onClose={hide} actions={actions} />
    </>
  );
}
