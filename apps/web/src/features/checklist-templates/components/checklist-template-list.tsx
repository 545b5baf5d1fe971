import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ChecklistTemplate } from '@officina/contracts';
import { useState } from 'react';
import { BackLink } from '../../../components/back-link.tsx';
import { ConfirmRemovalDialog } from '../../../components/confirm-removal-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCan } from '../../../lib/ability.ts';
import { formatDate } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDeleteChecklistTemplate } from '../api/delete-checklist-template.ts';
import { useChecklistTemplates } from '../api/list-checklist-templates.ts';
import { itemCountLabel } from '../utils/template-form.ts';
import { ChecklistTemplateDialog } from './checklist-template-dialog.tsx';

/** At most this many item texts in a row's preview. */
const PREVIEW = 4;

/**
 * The checklist templates by name, created and edited in a dialog (name + ordered items), deleted after a confirmation. Applying one is done from a
 * to-do's or project's checklist ("Da modello").
 */
export function ChecklistTemplateList() {
  const can = useCan();
  const templates = useChecklistTemplates();
  const remove = useDeleteChecklistTemplate();
  const [editing, setEditing] = useState<ChecklistTemplate | 'new' | null>(null);
  const [removing, setRemoving] = useState<ChecklistTemplate | null>(null);
  const list = templates.data?.data;
  const create = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
      Nuovo modello
    </Button>
  );

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 900 }}>
      <PageHeader
        title="Modelli di checklist"
        subtitle="Liste di passi che si ripetono: si aggiungono alla checklist di un to-do o di un progetto con «Da modello»."
        back={
          can('manage_settings') ? <BackLink to={paths.admin.build()}>Amministrazione</BackLink> : undefined
        }
        actions={list && list.length > 0 ? create : undefined}
      />
      {templates.isError && <Alert severity="error">Non è stato possibile caricare i modelli.</Alert>}
      {!list && !templates.isError && <Skeleton variant="rounded" height={200} />}
      {list && list.length === 0 && (
        <Paper variant="outlined">
          <EmptyState
            icon={<PlaylistAddCheckOutlined />}
            title="Nessun modello di checklist"
            description="Crea un modello con i passi che ripeti spesso, per esempio «Consegna sito»: poi lo aggiungi alla checklist di un to-do o di un progetto con «Da modello», senza riscrivere le voci."
            action={create}
          />
        </Paper>
      )}
      {list && list.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Modelli di checklist" disablePadding>
            {list.map((template, index) => (
              <ListItem
                key={template.id}
                divider={index < list.length - 1}
                secondaryAction={
                  <Stack direction="row" spacing={0.5}>
                    <Tooltip title="Modifica">
                      <IconButton
                        aria-label={`Modifica «${template.name}»`}
                        onClick={() => setEditing(template)}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Elimina">
                      <IconButton
                        aria-label={`Elimina «${template.name}»`}
                        onClick={() => setRemoving(template)}
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                }
                sx={{ pr: 14, py: 1.5 }}
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{template.name}</span>
                      <Chip size="small" variant="outlined" label={itemCountLabel(template.items.length)} />
                    </Stack>
                  }
                  secondary={
                    <>
                      {template.items.slice(0, PREVIEW).join(' · ')}
                      {template.items.length > PREVIEW ? ' · …' : ''}
                      {template.items.length > 0 ? ' — ' : ''}
                      aggiornato il {formatDate(template.updated_at)}
                    </>
                  }
                  slotProps={{ primary: { component: 'div', sx: { fontWeight: 500 } } }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {editing && (
        <ChecklistTemplateDialog
          key={editing === 'new' ? 'new' : editing.id}
          {...(editing === 'new' ? {} : { template: editing })}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmRemovalDialog
        item={removing}
        onClose={() => setRemoving(null)}
        remove={remove}
        title="Eliminare il modello?"
        removedMessage="Modello eliminato"
      >
        {(template) =>
          `«${template.name}» non sarà più proposto. Le checklist già create da questo modello restano come sono.`
        }
      </ConfirmRemovalDialog>
    </Stack>
  );
}
