/**
 * Where the app-wide dialogs mount: the to-do and project "+" dialogs arrive with their issues and
 * render here, outside any page, so every signed-in page can open them.
 */
export function GlobalDialogs() {
  return null;
}
