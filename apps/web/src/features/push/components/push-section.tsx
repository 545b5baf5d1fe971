/** SCAFFOLD: Profile's push on/off for this browser, with its state in Italian (the push web helper). */
export function PushSection() {
  return null;
}
