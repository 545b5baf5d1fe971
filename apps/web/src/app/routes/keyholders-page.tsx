/** Scaffold: replaced by the keyholders pages being built now. */
export function KeyholdersPage() {
  return <h1>Portachiavi</h1>;
}
