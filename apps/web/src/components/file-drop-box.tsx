import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';

interface FileDropBoxProps {
  /** The group's accessible name ("Carica allegati"). */
  label: string;
  /** The main line ("Trascina qui i file da caricare", "File scelto: agenda.ics"). */
  hint: string;
  /** The second, smaller line (limits, what kind of file). */
  detail: ReactNode;
  icon: SvgIconComponent;
  /** The hidden input's name for screen readers ("Scegli i file da caricare"). */
  inputLabel: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * A dashed box files are dropped on, or chosen from with «Scegli file» (a real button: Tab, then
 * Enter or Space). Dragging over it highlights it (a counter keeps it lit while the pointer crosses
 * its children); what the files become belongs to `onFiles`.
 */
export function FileDropBox(props: FileDropBoxProps) {
  const { label, hint, detail, icon: Icon, inputLabel, accept, multiple = false, disabled = false } = props;
  const input = useRef<HTMLInputElement>(null);
  const depth = useRef(0);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const take = (files: FileList | null) => {
    if (!files || files.length === 0 || disabled) return;
    props.onFiles(multiple ? Array.from(files) : Array.from(files).slice(0, 1));
  };

  return (
    <Box
      role="group"
      aria-label={label}
      aria-describedby={hintId}
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        take(event.dataTransfer.files);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: { xs: 2, md: 3 },
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'center', textAlign: { xs: 'center', sm: 'left' } }}
      >
        <Icon color={over ? 'primary' : 'action'} sx={{ fontSize: 40 }} aria-hidden />
        <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={hintId}>{hint}</Typography>
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        </Stack>
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
          Scegli file
        </Button>
        <input
          ref={input}
          type="file"
          accept={accept}
          multiple={multiple}
          hidden
          aria-label={inputLabel}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </Stack>
    </Box>
  );
}
