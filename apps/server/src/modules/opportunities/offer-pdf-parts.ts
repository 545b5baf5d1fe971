import {
  formatDateIt,
  formatEuro,
  formatIban,
  type OfferSettings,
  type OpportunityTotalsView,
} from '@officina/contracts';

/**
 * The texts of the offer PDF that come from the company and offer settings, apart from the drawing
 * (offer-pdf.ts) so that each rule reads in one place and a test can check it without a PDF.
 */

/** The header text without the company name the header already prints above it (older settings repeated it). */
export function headerWithoutName(header: string | null, name: string | null): string | null {
  if (!header) return null;
  if (!name) return header;
  const lines = header
    .split('\n')
    .map((line) =>
      line.trim().startsWith(name)
        ? line
            .trim()
            .slice(name.length)
            .replace(/^[\s·,–-]+/, '')
        : line,
    )
    .filter((line) => line.trim() !== '');
  return lines.length > 0 ? lines.join('\n') : null;
}

/** Under the name: how to reach the company for electronic invoices and certified mail. */
export function companyContacts(s: OfferSettings): string | null {
  const parts = [
    s.company_pec ? `PEC ${s.company_pec}` : null,
    s.company_sdi_code ? `Codice SDI ${s.company_sdi_code}` : null,
  ];
  return parts.filter(Boolean).join(' · ') || null;
}

/** `€ 10.000,00 i.v.` */
export function shareCapital(
  s: Pick<OfferSettings, 'company_share_capital_cents' | 'company_share_capital_paid'>,
): string | null {
  if (s.company_share_capital_cents === null) return null;
  return `${formatEuro(s.company_share_capital_cents)}${s.company_share_capital_paid ? ' i.v.' : ''}`;
}

/** The legal data every page's footer carries (art. 2250 c.c.): sede, P.IVA, C.F., REA, capitale sociale. */
export function legalFooter(s: OfferSettings): string {
  const capital = shareCapital(s);
  return [
    s.company_address ? `Sede legale: ${s.company_address}` : null,
    s.company_vat ? `P.IVA ${s.company_vat}` : null,
    s.company_tax_code && s.company_tax_code !== s.company_vat ? `C.F. ${s.company_tax_code}` : null,
    s.company_rea ? `REA ${s.company_rea}` : null,
    capital ? `Capitale sociale ${capital}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The totals block: imponibile, the IVA of each rate on that rate's imponibile, totale. */
export function totalLines(totals: OpportunityTotalsView): [label: string, value: string, bold: boolean][] {
  return [
    ['Imponibile', formatEuro(totals.imponibile_cents), false],
    ...totals.by_vat.map((g): [string, string, boolean] => [
      `IVA ${g.vat_rate}% su ${formatEuro(g.imponibile_cents)}`,
      formatEuro(g.iva_cents),
      false,
    ]),
    ['Totale offerta', formatEuro(totals.totale_cents), true],
  ];
}

/** Validity, payment terms, bank details and notes, in this order; empty ones left out. */
export function conditionLines(
  offer: { valid_until: string | null; payment_terms: string | null; notes: string | null },
  s: OfferSettings,
): [label: string, value: string][] {
  const lines: [string, string | null][] = [
    ['Validità dell’offerta', offer.valid_until ? `fino al ${formatDateIt(offer.valid_until)}` : null],
    ['Condizioni di pagamento', offer.payment_terms],
    ['Coordinate bancarie', s.company_iban ? `IBAN ${formatIban(s.company_iban)}` : null],
    ['Note', offer.notes],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}
