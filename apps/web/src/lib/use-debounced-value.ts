import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms (a search field's query, a Markdown preview: one request per pause). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
