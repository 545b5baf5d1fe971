/** Scaffold: replaced by the keyholders pages being built now. */
export function KeyEditPage() {
  return <h1>Portachiavi</h1>;
}
