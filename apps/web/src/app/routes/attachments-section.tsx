import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { RecordAttachmentsProps } from '../../features/attachments/components/record-attachments.tsx';
import { useCan } from '../../lib/ability.ts';
import { chunkGuard } from '../../lib/chunk-reload.ts';

const Section = lazy(async () => ({
  default: await chunkGuard.load(
    async () =>
      (await import('../../features/attachments/components/attachments-section.tsx')).AttachmentsSection,
  ),
}));

/**
 * The "Allegati" card the routes put on the person, opportunity, contract and to-do pages (their
 * detail components' `sections` slot): a lazy chunk, shown only with view_attachments.
 */
export function AttachmentsSlot(props: RecordAttachmentsProps) {
  const can = useCan();
  if (!can('view_attachments')) return null;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
      <Section {...props} />
    </Suspense>
  );
}
