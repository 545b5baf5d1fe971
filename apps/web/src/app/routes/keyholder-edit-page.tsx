/** Scaffold: replaced by the keyholders pages being built now. */
export function KeyholderEditPage() {
  return <h1>Portachiavi</h1>;
}
