import type { AppContext } from '../../context.ts';

/**
 * SCAFFOLD (the notifications helper implements it): sends one queued e-mail (`delivery_queue` row of
 * channel 'email'; `payload` is what the helper enqueued). Throws to have the worker retry it.
 */
export async function sendQueuedEmail(_ctx: AppContext, _payload: unknown): Promise<void> {}
