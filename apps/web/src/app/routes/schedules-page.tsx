/** Scaffold: replaced by the calendar page being built now. */
export function SchedulesPage() {
  return <h1>Calendario</h1>;
}
