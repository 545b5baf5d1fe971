import { addDays, type OfferSettings, romeDateOf } from '@officina/contracts';

type Conditions = { valid_until: string | null; payment_terms: string | null };

/**
 * An offer's validity and payment terms, the offer settings' defaults filling what the offer leaves
 * empty: valid `offer_validity_days` from `offerDate` (`YYYY-MM-DD`), `offer_payment_terms`.
 */
export function offerConditions<T extends Conditions>(
  offer: T,
  settings: Pick<OfferSettings, 'offer_validity_days' | 'offer_payment_terms'>,
  offerDate: string,
): T {
  const days = settings.offer_validity_days;
  return {
    ...offer,
    valid_until: offer.valid_until ?? (days ? addDays(offerDate, days) : null),
    payment_terms: offer.payment_terms ?? settings.offer_payment_terms,
  };
}

/** Today in Europe/Rome: the date of an offer created now. */
export const romeToday = (): string => romeDateOf(Date.now());
