import { QuickCreateDialogs } from './quick-create-dialogs.tsx';

/**
 * Where the app-wide dialogs mount: the to-do and project "+" dialogs render here, outside any page,
 * so every signed-in page can open them.
 */
export function GlobalDialogs() {
  return <QuickCreateDialogs />;
}
