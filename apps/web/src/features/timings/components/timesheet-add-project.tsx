import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ProjectPicker } from '../../../components/project-picker.tsx';

export interface AddedProject {
  id: number;
  code: string;
  name: string;
}

interface TimesheetAddProjectProps {
  onAdd: (project: AddedProject) => void;
}

/**
 * Below the grid's rows: "Aggiungi progetto", which opens a project picker in place, focused to type
 * at once; the grid then moves the focus to the chosen project's row.
 */
export function TimesheetAddProject({ onAdd }: TimesheetAddProjectProps) {
  const [picking, setPicking] = useState(false);
  if (!picking) {
    return (
      <Button size="small" startIcon={<AddOutlined />} onClick={() => setPicking(true)}>
        Aggiungi progetto
      </Button>
    );
  }
  return (
    <Box sx={{ maxWidth: 420 }}>
      <ProjectPicker
        size="small"
        value={null}
        label="Progetto da aggiungere"
        autoFocus
        onChange={(_, project) => {
          if (project) onAdd({ id: project.id, code: project.code, name: project.name });
          setPicking(false);
        }}
        onBlur={() => setPicking(false)}
      />
    </Box>
  );
}
