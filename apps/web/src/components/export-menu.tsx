import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ExportFormat } from '@officina/contracts';
import { useId, useState } from 'react';

interface ExportMenuProps {
  onExport: (format: ExportFormat) => void;
  pending: boolean;
  disabled?: boolean;
}

/** "Esporta" with its two formats; the file holds the whole filtered list, not just the page shown. */
export function ExportMenu({ onExport, pending, disabled }: ExportMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const choose = (format: ExportFormat) => {
    setAnchor(null);
    onExport(format);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        loading={pending}
        loadingPosition="start"
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Esporta
      </Button>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('xlsx')}>
          <ListItemText primary="Excel (XLSX)" secondary="L'elenco filtrato, tutte le pagine" />
        </MenuItem>
        <MenuItem onClick={() => choose('csv')}>
          <ListItemText primary="CSV" secondary="Separato da punto e virgola, per Excel italiano" />
        </MenuItem>
      </Menu>
    </>
  );
}
