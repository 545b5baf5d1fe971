import type { OpportunityDetail } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { offerPdfSettings } from '../../modules/company/company.service.ts';
import { renderOfferPdf } from '../../modules/opportunities/offer-pdf.ts';
import { findClientOrThrow } from '../../modules/opportunities/opportunity.repository.ts';
import { detailOf } from '../../modules/opportunities/opportunity.service.ts';

/** Most VAT rates, then most rows: the demo offer that shows the most of the PDF. */
function richness(detail: OpportunityDetail): number {
  return detail.totals.by_vat.length * 1000 + detail.rows.length;
}

/**
 * The offer PDF of the richest demo opportunity (docs/offer-sample.pdf): the same rendering as
 * GET /api/opportunities/{id}/pdf, with the demo's company and offer settings.
 */
export async function renderDemoOfferSample(db: Db, createdAt = new Date()): Promise<Buffer> {
  const ids = await db
    .selectFrom('opportunities')
    .select('id')
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute();
  let best: OpportunityDetail | null = null;
  for (const { id } of ids) {
    const detail = await detailOf(db, id);
    if (!best || richness(detail) > richness(best)) best = detail;
  }
  if (!best) throw new Error('Nessuna opportunità demo: esegui prima il seed demo');
  const client = await findClientOrThrow(db, best.opportunity.client_id);
  return renderOfferPdf(best, client, await offerPdfSettings(db), createdAt);
}
