import { opportunityPdfEndpoint } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/file-transfer.ts';

/** GET /opportunities/:id/pdf: "offerta-AAAA-NNNN.pdf", downloaded. */
export function useDownloadOfferPdf() {
  return useMutation({
    mutationFn: ({ id, number }: { id: number; number: string }) =>
      downloadFile(
        opportunityPdfEndpoint.path.replace(':id', String(id)),
        {},
        `offerta-${number.replace('/', '-')}.pdf`,
      ),
  });
}
