/** Scaffold: replaced by the keyholders pages being built now. */
export function KeyAddPage() {
  return <h1>Portachiavi</h1>;
}
