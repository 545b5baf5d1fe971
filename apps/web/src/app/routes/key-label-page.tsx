/** Scaffold: replaced by the keyholders pages being built now. */
export function KeyLabelPage() {
  return <h1>Portachiavi</h1>;
}
