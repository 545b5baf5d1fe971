/** SCAFFOLD: the signed-in shell's server-sent events (the centre helper builds it). */
export function useLiveEvents(): void {}
