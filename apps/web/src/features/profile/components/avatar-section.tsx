import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type User } from '@officina/contracts';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import { initials } from '../../../components/user-avatar.tsx';
import { useMyAvatarImage } from '../../../lib/entities/user-avatars.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteAvatar } from '../api/delete-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

const MAX_KB = AVATAR_MAX_BYTES / 1024;

/** «Foto profilo»: the picture (or the initials), upload and removal; the navbar shows the same. */
export function AvatarSection({ user }: { user: User }) {
  const picture = useMyAvatarImage(user.id);
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const upload = useUploadAvatar(user.id);
  const remove = useDeleteAvatar(user.id);
  const name = `${user.name} ${user.surname}`;

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    // The server decides by content; these checks only spare a useless upload.
    if (file.size > AVATAR_MAX_BYTES) {
      notify.error(`La foto supera i ${MAX_KB} KB consentiti: scegline una più piccola.`);
      return;
    }
    upload.mutate(file, { onSuccess: () => notify.success('Foto profilo aggiornata') });
  };

  return (
    <TitledSection title="Foto profilo">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar
          src={picture}
          alt={picture ? `Foto profilo di ${name}` : undefined}
          sx={{ width: 88, height: 88, fontSize: 32, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {initials(name)}
        </Avatar>
        <Stack spacing={1}>
          <Typography color="text.secondary" variant="body2">
            PNG, JPEG o WebP, al massimo {MAX_KB} KB. La vedono i colleghi accanto al tuo nome.
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<AddAPhotoOutlined />}
              loading={upload.isPending}
              loadingPosition="start"
              onClick={() => input.current?.click()}
            >
              {picture ? 'Cambia foto' : 'Carica foto'}
            </Button>
            {picture && (
              <Button color="error" onClick={() => setConfirming(true)}>
                Rimuovi foto
              </Button>
            )}
          </Stack>
          <input
            ref={input}
            type="file"
            hidden
            aria-label="Scegli la foto profilo"
            accept={AVATAR_TYPES.join(',')}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Rimuovere la foto profilo?"
        confirmLabel="Rimuovi"
        tone="error"
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify.success('Foto profilo rimossa');
            },
          })
        }
      >
        Al posto della foto tornano le tue iniziali.
      </ConfirmDialog>
    </TitledSection>
  );
}
