import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PaletteOption, PaletteSection } from '../utils/palette-options.ts';
import { PaletteRow } from './palette-row.tsx';

interface PaletteListProps {
  id: string;
  sections: readonly PaletteSection[];
  showAll: PaletteOption | null;
  activeId: string | null;
  query: string;
  optionDomId: (option: PaletteOption) => string;
  onPick: (option: PaletteOption) => void;
  onHover: (option: PaletteOption) => void;
}

/** The palette's listbox: one group per kind of record or of action, under its heading. */
export function PaletteList(props: PaletteListProps) {
  const { id, sections, showAll, activeId, query, optionDomId, onPick, onHover } = props;
  const row = (option: PaletteOption) => (
    <PaletteRow
      key={option.id}
      option={option}
      domId={optionDomId(option)}
      active={option.id === activeId}
      query={query}
      onPick={() => onPick(option)}
      onHover={() => onHover(option)}
    />
  );
  return (
    <Box id={id} role="listbox" aria-label="Risultati e azioni" sx={{ py: 1 }}>
      {sections.map((section, index) => {
        // Keys hold spaces ("Azioni rapide"): an id list would split them.
        const headingId = `${id}-group-${index}`;
        return (
          <Box key={section.key} role="group" aria-labelledby={headingId} sx={{ pb: 1 }}>
            <Typography
              id={headingId}
              component="div"
              variant="overline"
              color="text.secondary"
              sx={{ px: 3, display: 'block', lineHeight: 2.2 }}
            >
              {section.label}
            </Typography>
            {section.options.map(row)}
          </Box>
        );
      })}
      {showAll && row(showAll)}
    </Box>
  );
}
