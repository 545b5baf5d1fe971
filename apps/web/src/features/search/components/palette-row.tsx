import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PaletteOption } from '../utils/palette-options.ts';
import { HighlightedText } from './highlighted-text.tsx';

interface PaletteRowProps {
  option: PaletteOption;
  domId: string;
  active: boolean;
  query: string;
  onPick: () => void;
  onHover: () => void;
}

/** One option of the palette's listbox: a record (title, context, "Archiviato"), an action or "Mostra tutti". */
export function PaletteRow({ option, domId, active, query, onPick, onHover }: PaletteRowProps) {
  const Icon =
    option.type === 'action'
      ? (option.action.icon ?? ArrowForwardOutlined)
      : option.type === 'all'
        ? SearchOutlined
        : null;
  return (
    <Box
      id={domId}
      role="option"
      aria-selected={active}
      // The input keeps the focus: a press would otherwise blur it before the click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      onMouseMove={active ? undefined : onHover}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        cursor: 'pointer',
        borderRadius: 1,
        mx: 1,
        bgcolor: active ? 'action.selected' : 'transparent',
        outline: active ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: -2,
      }}
    >
      {Icon && <Icon fontSize="small" color="action" aria-hidden />}
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        {option.type === 'hit' ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              <HighlightedText text={option.hit.title} query={query} />
            </Typography>
            {option.hit.subtitle && (
              <Typography variant="caption" color="text.secondary" component="div" noWrap>
                {option.hit.subtitle}
              </Typography>
            )}
          </>
        ) : option.type === 'action' ? (
          <Typography variant="body2">
            <HighlightedText text={option.action.label} query={query} />
          </Typography>
        ) : (
          <Typography variant="body2">Mostra tutti i risultati per «{query.trim()}»</Typography>
        )}
      </Box>
      {option.type === 'hit' && option.hit.archived && (
        <Chip label="Archiviato" size="small" variant="outlined" sx={{ flexShrink: 0 }} />
      )}
    </Box>
  );
}
