/**
 * The error catalogue ends a dead session (401, expired token) without knowing about the router or
 * the stores: the app registers what "log out and go to the login route" means at startup.
 */
type Handler = () => void;

let handler: Handler | null = null;

export function onSessionExpired(next: Handler | null): void {
  handler = next;
}

export function endExpiredSession(): void {
  handler?.();
}
