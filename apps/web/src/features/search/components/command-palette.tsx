import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SEARCH_LIMIT_DEFAULT } from '@officina/contracts';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearch } from '../api/search.ts';
import {
  flattenOptions,
  type PaletteAction,
  type PaletteOption,
  paletteSections,
  searchable,
} from '../utils/palette-options.ts';
import { PaletteList } from './palette-list.tsx';

/** A band that stays in view while the paper scrolls, painted like the paper (dark theme's overlay too). */
const stuck = { position: 'sticky', zIndex: 1, bgcolor: 'inherit', backgroundImage: 'inherit' } as const;

/** Pause after typing before the palette asks the server. */
export const PALETTE_DEBOUNCE_MS = 150;

interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  /** The commands the app offers (quick create, timer, "Vai a …"), already filtered by permission. */
  actions: readonly PaletteAction[];
}

/**
 * The command palette (Ctrl+K): one field searching every kind of record, grouped by kind, and the
 * app's quick actions. Combobox semantics: the focus stays in the field, ArrowUp/ArrowDown move the
 * active option (aria-activedescendant), Enter opens it, Esc closes.
 */
export function CommandPalette({ open, onClose, actions }: CommandPaletteProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // A chosen action runs once the palette has gone (its exit transition over), not while it fades:
  // an action opening a dialog ("Nuovo progetto") would otherwise open it while this one is still a
  // modal, and MUI then left the new dialog aria-hidden — unreachable to a screen reader (a CI run
  // found the dialog nameless and hidden). A record or «Mostra tutti» navigates at once.
  const pending = useRef<(() => void) | null>(null);
  const runAfterClose = (run: () => void) => {
    pending.current = run;
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-label="Cerca in Officina"
      sx={{ '& .MuiDialog-container': { alignItems: phone ? 'stretch' : 'flex-start' } }}
      slotProps={{
        paper: { sx: { mt: phone ? 0 : 10 } },
        transition: {
          onEnter: () => {
            pending.current = null;
          },
          onExited: () => {
            const run = pending.current;
            pending.current = null;
            run?.();
          },
        },
      }}
    >
      {open && <PaletteBody onClose={onClose} onAction={runAfterClose} actions={actions} />}
    </Dialog>
  );
}

interface PaletteBodyProps extends Omit<CommandPaletteProps, 'open'> {
  /** Closes the palette and runs the action once it has gone. */
  onAction: (run: () => void) => void;
}

function PaletteBody({ onClose, onAction, actions }: PaletteBodyProps) {
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [query, setQuery] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const settled = useDebouncedValue(query.trim(), PALETTE_DEBOUNCE_MS);
  const asking = searchable(settled);
  const result = useSearch({ q: settled, limit: SEARCH_LIMIT_DEFAULT }, { enabled: asking });
  const groups = asking && result.data ? result.data.groups : [];

  const { sections, showAll } = useMemo(
    () => paletteSections(query, groups, actions),
    [query, groups, actions],
  );
  const options = useMemo(() => flattenOptions(sections, showAll), [sections, showAll]);
  const optionDomId = (option: PaletteOption) => `${id}-${option.id}`;
  const active = options.find((option) => option.id === activeId) ?? null;

  useEffect(() => {
    if (active) document.getElementById(`${id}-${active.id}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  const pick = (option: PaletteOption) => {
    if (option.type === 'action') {
      onAction(option.action.run);
      return;
    }
    onClose();
    if (option.type === 'hit') navigate(option.hit.path);
    else navigate(paths.search.build({ q: query.trim() }));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const at = active ? options.indexOf(active) : -1;
      const next =
        event.key === 'ArrowDown' ? (at + 1) % options.length : at <= 0 ? options.length - 1 : at - 1;
      setActiveId(options[next]?.id ?? null);
    } else if (event.key === 'Enter') {
      // Enter with nothing chosen yet opens the first option.
      const chosen = active ?? options[0];
      if (!chosen || event.nativeEvent.isComposing) return;
      event.preventDefault();
      pick(chosen);
    }
  };

  const waiting = searchable(query) && (query.trim() !== settled || result.isFetching);
  const answered = asking && query.trim() === settled && result.data && !result.isFetching;
  const nothing = answered && groups.length === 0;

  return (
    // The dialog's paper scrolls (its field is focusable, so the scroll region is reachable); the
    // field and the hints stay in view.
    <>
      <Box sx={{ ...stuck, top: 0, p: 2, pb: 0 }}>
        <TextField
          autoFocus
          fullWidth
          label="Cerca in Officina"
          placeholder="Clienti, progetti, to-do, azioni…"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveId(null);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-expanded': options.length > 0,
              'aria-controls': listboxId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': active ? optionDomId(active) : undefined,
              enterKeyHint: 'go',
              spellCheck: false,
            },
          }}
        />
        <Box sx={{ height: 4, mt: 1 }}>{waiting && <LinearProgress aria-label="Ricerca in corso" />}</Box>
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        {result.isError && asking && (
          <Alert severity="error" role="status" sx={{ mx: 2, mt: 1 }}>
            La ricerca non è riuscita. Riprova tra poco; le azioni qui sotto funzionano comunque.
          </Alert>
        )}
        {nothing && (
          <Box role="status" sx={{ px: 3, pt: 1.5 }}>
            <Typography variant="body2">Nessun risultato per «{settled}»</Typography>
            <Typography variant="caption" color="text.secondary">
              Prova con l'inizio di una parola o con meno parole; gli archiviati sono nella pagina di ricerca.
            </Typography>
          </Box>
        )}
        {!searchable(query) && query.trim() !== '' && sections.length === 0 && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 3, pt: 1.5 }}>
            Scrivi almeno due lettere per cercare.
          </Typography>
        )}
        <PaletteList
          id={listboxId}
          sections={sections}
          showAll={showAll}
          activeId={active?.id ?? null}
          query={query}
          optionDomId={optionDomId}
          onPick={pick}
          onHover={(option) => setActiveId(option.id)}
        />
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{
          ...stuck,
          bottom: 0,
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          display: { xs: 'none', sm: 'block' },
        }}
      >
        ↑ ↓ per scegliere · Invio per aprire · Esc per chiudere
      </Typography>
    </>
  );
}
