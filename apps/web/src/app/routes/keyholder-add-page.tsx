/** Scaffold: replaced by the keyholders pages being built now. */
export function KeyholderAddPage() {
  return <h1>Portachiavi</h1>;
}
