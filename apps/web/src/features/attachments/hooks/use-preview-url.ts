import { useEffect, useState } from 'react';
import { contentErrorMessage, fetchAttachmentBlob } from '../api/attachment-content.ts';

export type PreviewState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; type: string }
  | { status: 'error'; message: string };

/**
 * The preview's bytes fetched with the token into a blob: URL (an <img> or <iframe> cannot send the
 * bearer), revoked when the dialog closes or shows another file.
 */
export function usePreviewUrl(id: number | null): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    fetchAttachmentBlob(id, 'preview', controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url, type: blob.type });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: contentErrorMessage(error) });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state;
}
