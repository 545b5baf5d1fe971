/** Scaffold: replaced by the keyholders pages being built now. */
export function KeyholderDetailPage() {
  return <h1>Portachiavi</h1>;
}
