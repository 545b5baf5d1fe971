import type { PushState } from '@officina/contracts';
import { useCallback, useEffect, useState } from 'react';
import { pushClient } from '../../../lib/push/push-client.ts';
import {
  type PushSupportProblem,
  pushSupportProblem,
  supportMessage,
} from '../../../lib/push/push-support.ts';

export type PushView =
  | { kind: 'loading' }
  | { kind: 'unsupported'; problem: PushSupportProblem; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'state'; state: PushState };

/**
 * This browser's push registration state, read again when the page comes back into view or the
 * browser's notification permission changes (the person may have blocked or allowed it meanwhile).
 */
export function usePushState(): { view: PushView; refresh: () => Promise<void> } {
  const [view, setView] = useState<PushView>(() => {
    const problem = pushSupportProblem();
    return problem ? { kind: 'unsupported', problem, message: supportMessage(problem) } : { kind: 'loading' };
  });

  const refresh = useCallback(async () => {
    const problem = pushSupportProblem();
    if (problem) {
      setView({ kind: 'unsupported', problem, message: supportMessage(problem) });
      return;
    }
    try {
      setView({ kind: 'state', state: await pushClient().getRegistrationState() });
    } catch (error) {
      setView({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => {
    if (pushSupportProblem()) return;
    void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    let status: PermissionStatus | null = null;
    let active = true;
    const onChange = () => void refresh();
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((answer) => {
        if (!active) return;
        status = answer;
        status.addEventListener('change', onChange);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisible);
      status?.removeEventListener('change', onChange);
    };
  }, [refresh]);

  return { view, refresh };
}
