import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { ProjectPrefill } from '../utils/project-form-values.ts';
import { ProjectForm } from './project-form.tsx';

interface ProjectFormDialogProps {
  prefill: ProjectPrefill;
  onClose: () => void;
}

/** "Nuovo progetto" from the navbar "+": the full form in a dialog; saved, it opens the project. */
export function ProjectFormDialog({ prefill, onClose }: ProjectFormDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="project-dialog-title"
      scroll="paper"
    >
      <DialogTitle id="project-dialog-title" sx={{ pr: 6 }}>
        Nuovo progetto
        <IconButton aria-label="Chiudi" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'background.default', pb: 0 }}>
        <ProjectForm
          inDialog
          prefill={prefill}
          onCancel={onClose}
          onSaved={(project) => {
            onClose();
            navigate(paths.projectDetail.build(project.id));
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
