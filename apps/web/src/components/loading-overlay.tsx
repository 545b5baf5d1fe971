import { useThemedLogo } from '../lib/branding/branding-store.ts';
import { strings } from '../lib/strings.ts';
import { useThemeStore } from '../lib/theme-store.ts';

/**
 * Full-screen overlay with the themed logo (alt "Loading") while the loading flag is on: the
 * company's when one is set (the last branding kept on this device, so it shows at once), else Officina's.
 * Plain CSS (app/shell.css): it is part of the root view, which stays MUI-free. Always mounted, so
 * that it can fade out; while closed it is invisible to pointers and assistive technologies.
 */
export function LoadingOverlay({ open }: { open: boolean }) {
  const mode = useThemeStore((state) => state.mode);
  const { src } = useThemedLogo(mode);
  return (
    <div
      className={open ? 'loading-overlay loading-overlay--open' : 'loading-overlay'}
      aria-hidden={!open}
      aria-busy={open}
    >
      <img className="loading-overlay__logo" src={src} alt={strings.loadingAlt} />
    </div>
  );
}
