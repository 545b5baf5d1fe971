/** Scaffold: replaced by the keyholders pages being built now. */
export function KeyDetailPage() {
  return <h1>Portachiavi</h1>;
}
