import { cssTransition, ToastContainer } from 'react-toastify';
import { useThemeStore } from '../lib/theme-store.ts';
import { DEFAULT_TOAST_MS, MAX_TOASTS } from '../lib/toast.ts';
import './toasts.css';

const slideBlur = cssTransition({
  enter: 'officina-slide-blur-in',
  exit: 'officina-slide-blur-out',
  collapseDuration: 200,
});

/** Toast host: at most 20, newest on top, bottom-right (the app bar and its user menu stay free), no progress bar, slide-blur. */
export function Toasts() {
  const mode = useThemeStore((state) => state.mode);
  return (
    <ToastContainer
      limit={MAX_TOASTS}
      newestOnTop
      position="bottom-right"
      hideProgressBar
      autoClose={DEFAULT_TOAST_MS}
      transition={slideBlur}
      theme={mode}
    />
  );
}
