import { useEffect, useState } from 'react';

/** Milliseconds since `startedAt` on the server's clock, ticking every second while running. */
export function useElapsed(startedAt: string | null | undefined, offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!startedAt) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt ? now + offsetMs - Date.parse(startedAt) : 0;
}
