import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { isApplePlatform, paletteShortcutLabel } from '../hooks/use-palette-hotkey.ts';

/**
 * The navbar's search: from md up a compact field "Cerca… Ctrl K", below an icon button; both open
 * the command palette.
 */
export function SearchTrigger({ onOpen }: { onOpen: () => void }) {
  const shortcut = paletteShortcutLabel();
  const keys = isApplePlatform() ? 'Meta+K' : 'Control+K';
  return (
    <>
      {/*
        Named by its hidden text, not aria-label, and described (not labelled) by its tooltip: a page's
        own search field is the one labelled «Cerca» (getByLabel and voice control find that one).
      */}
      <Tooltip title={`Cerca in Officina (${shortcut})`} describeChild>
        <IconButton
          aria-haspopup="dialog"
          aria-keyshortcuts={keys}
          onClick={onOpen}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <SearchOutlined aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            Cerca in Officina
          </Box>
        </IconButton>
      </Tooltip>
      {/* Named by what it shows ("Cerca… Ctrl K"), so voice control users can say what they see. */}
      <ButtonBase
        aria-haspopup="dialog"
        aria-keyshortcuts={keys}
        onClick={onOpen}
        sx={{
          display: { xs: 'none', md: 'flex' },
          alignItems: 'center',
          gap: 1,
          width: '100%',
          maxWidth: 360,
          height: 36,
          px: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          color: 'text.secondary',
          justifyContent: 'flex-start',
          '&:hover': { borderColor: 'text.secondary' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <SearchOutlined fontSize="small" aria-hidden />
        <Box component="span" sx={{ flexGrow: 1, textAlign: 'left', fontSize: 14 }}>
          Cerca…
        </Box>{' '}
        <Box
          component="kbd"
          sx={{
            fontFamily: 'inherit',
            fontSize: 12,
            px: 0.75,
            py: 0.25,
            border: 1,
            borderColor: 'divider',
            borderRadius: 0.5,
            color: 'text.secondary',
          }}
        >
          {shortcut}
        </Box>
      </ButtonBase>
    </>
  );
}
