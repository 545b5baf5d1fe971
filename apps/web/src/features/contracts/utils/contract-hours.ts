/** Hours in Italian number format, up to two decimals: 750 → "12,5 h"; null → "—". */
export function formatContractHours(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '—';
  return `${(minutes / 60).toLocaleString('it-IT', { maximumFractionDigits: 2 })} h`;
}

/**
 * The hours used against the included ones: "12,5 h di 40 h", the bar's percentage (capped at 100)
 * and its colour — error once used reach the included hours, warning from 80 %. Without included
 * hours only the used ones, no bar.
 */
export function contractHoursUsage(used: number, included: number | null) {
  if (!included) return { label: formatContractHours(used), percent: null, color: null };
  const ratio = used / included;
  return {
    label: `${formatContractHours(used)} di ${formatContractHours(included)}`,
    percent: Math.min(100, ratio * 100),
    color: ratio >= 1 ? ('error' as const) : ratio >= 0.8 ? ('warning' as const) : ('primary' as const),
  };
}
