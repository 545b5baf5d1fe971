import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';

interface IcsDropZoneProps {
  /** The file chosen so far (its name is shown). */
  fileName: string | null;
  disabled?: boolean;
  onFile: (file: File) => void;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Where one .ics file is dropped, or chosen with «Scegli file» (a real button: Tab, then Enter or
 * Space). The check of the file belongs to the caller.
 */
export function IcsDropZone({ fileName, disabled = false, onFile }: IcsDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const depth = useRef(0);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      role="group"
      aria-label="File da importare"
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
        p: 2,
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center', textAlign: { xs: 'center', sm: 'left' } }}
      >
        <EventNoteOutlined color={over ? 'primary' : 'action'} sx={{ fontSize: 36 }} aria-hidden />
        <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={hintId}>
            {fileName ? `File scelto: ${fileName}` : 'Trascina qui il file .ics da importare'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Un file iCalendar esportato da Google Calendar, Outlook o Apple Calendar, al massimo 2 MB.
          </Typography>
        </Stack>
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
          Scegli file
        </Button>
        <input
          ref={input}
          type="file"
          accept=".ics,.ical,.icalendar,.ifb,text/calendar"
          hidden
          aria-label="Scegli il file .ics da importare"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </Stack>
    </Box>
  );
}
