import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { FileDropBox } from '../../../../components/file-drop-box.tsx';

interface IcsDropZoneProps {
  /** The file chosen so far (its name is shown). */
  fileName: string | null;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** Where one .ics file is dropped or chosen. The check of the file belongs to the caller. */
export function IcsDropZone({ fileName, disabled = false, onFile }: IcsDropZoneProps) {
  return (
    <FileDropBox
      label="File da importare"
      hint={fileName ? `File scelto: ${fileName}` : 'Trascina qui il file .ics da importare'}
      detail="Un file iCalendar esportato da Google Calendar, Outlook o Apple Calendar, al massimo 2 MB."
      icon={EventNoteOutlined}
      inputLabel="Scegli il file .ics da importare"
      accept=".ics,.ical,.icalendar,.ifb,text/calendar"
      disabled={disabled}
      onFiles={([file]) => file && onFile(file)}
    />
  );
}
