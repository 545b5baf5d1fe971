import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NotificationPreferencesSection } from '../../features/notifications/components/notification-preferences-section.tsx';
import { AvatarSection } from '../../features/profile/components/avatar-section.tsx';
import { PasswordForm } from '../../features/profile/components/password-form.tsx';
import { ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { SessionsSection } from '../../features/profile/components/sessions-section.tsx';
import { PushSection } from '../../features/push/components/push-section.tsx';
import { IcsFeedSection } from '../../features/schedules/components/extras/ics-feed-section.tsx';
import { useCan } from '../../lib/ability.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { strings } from '../../lib/strings.ts';
import { useThemeStore } from '../../lib/theme-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /profile: name, surname, theme and the sign-in e-mail; the picture; password change; the sessions
 * in use; push on this browser and the notification
 * preferences; the calendar's ICS address (view_schedules).
 */
export function ProfilePage() {
  const user = useSessionStore((state) => state.user);
  const theme = useThemeStore((state) => state.mode);
  const can = useCan();
  useDocumentTitle(strings.profile);
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">{strings.profile}</Typography>
      {user && (
        <ProfileForm
          key={`${user.id}-${user.name}-${user.surname}-${theme}`}
          defaults={{ name: user.name, surname: user.surname, theme }}
          email={user.email}
          onThemeChange={(mode) => useThemeStore.getState().setMode(mode)}
        />
      )}
      {user && <AvatarSection user={user} />}
      <PasswordForm />
      <SessionsSection />
      <PushSection />
      <NotificationPreferencesSection />
      {can('view_schedules') && <IcsFeedSection />}
    </Stack>
  );
}
