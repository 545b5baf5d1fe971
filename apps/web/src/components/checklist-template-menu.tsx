import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../lib/ability.ts';
import { checklistTemplateKeys, listChecklistTemplates } from '../lib/entities/checklists.ts';
import { paths } from '../lib/paths.ts';
import { notify } from '../lib/toast.ts';

interface ChecklistTemplateMenuProps {
  /** Appends the template's items (unticked) to the checklist. */
  onApply: (templateId: number) => Promise<unknown>;
}

/**
 * "Da modello": a menu of the checklist templates (GET /api/checklist-templates, the `checklist-templates`
 * query key the templates page refreshes); picking one appends its items. Users who may write templates
 * also get a link to the templates page.
 */
export function ChecklistTemplateMenu({ onApply }: ChecklistTemplateMenuProps) {
  const id = useId();
  const can = useCan();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [applying, setApplying] = useState(false);
  const templates = useQuery({
    queryKey: checklistTemplateKeys.list,
    queryFn: ({ signal }) => listChecklistTemplates(signal),
  });
  const list = templates.data?.data ?? [];
  const mayManage = can('manage_todos') || can('manage_projects');

  const apply = async (templateId: number, name: string, count: number) => {
    setAnchor(null);
    setApplying(true);
    try {
      await onApply(templateId);
      notify.success(count === 1 ? `Aggiunta 1 voce da «${name}»` : `Aggiunte ${count} voci da «${name}»`);
    } catch {
      // The API client has already shown what went wrong.
    } finally {
      setApplying(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PlaylistAddCheckOutlined />}
        loading={applying}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Da modello
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {list.map((template) => (
          <MenuItem
            key={template.id}
            disabled={template.items.length === 0}
            onClick={() => void apply(template.id, template.name, template.items.length)}
          >
            <ListItemText
              primary={template.name}
              secondary={template.items.length === 1 ? '1 voce' : `${template.items.length} voci`}
            />
          </MenuItem>
        ))}
        {list.length === 0 && (
          <MenuItem disabled>{templates.isPending ? 'Caricamento…' : 'Nessun modello di checklist'}</MenuItem>
        )}
        {mayManage && <Divider />}
        {mayManage && (
          <MenuItem component={RouterLink} to={paths.checklistTemplates.build()}>
            Gestisci i modelli…
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
