import { findProvincia } from '@officina/contracts';

interface Address {
  street: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  country: string;
}

/** "Via Roma 1, 20121 Milano (MI)" plus the country when not Italy; empty when there is no address. */
export function formatAddress(address: Address): string {
  const place = [address.postal_code, address.city].filter(Boolean).join(' ');
  const withProvince = address.province ? `${place} (${address.province})`.trim() : place;
  const parts = [address.street, withProvince].filter((part) => part && part.trim() !== '');
  if (parts.length > 0 && address.country !== 'IT') parts.push(address.country);
  return parts.join(', ');
}

/** OpenStreetMap search for the address (no key, no tracking beyond the link itself). */
export function mapLinkOf(address: Address): string | null {
  if (!address.city && !address.street) return null;
  const province = address.province ? (findProvincia(address.province)?.name ?? address.province) : null;
  const country = address.country === 'IT' ? 'Italia' : address.country;
  const query = [
    address.street,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    province,
    country,
  ]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
