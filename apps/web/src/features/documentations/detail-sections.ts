import type { DocumentationDetail, PermissionName } from '@officina/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { chunkGuard } from '../../lib/chunk-reload.ts';

export interface DocumentationSectionProps {
  documentation: DocumentationDetail;
}

/**
 * A section another module adds under a documentation page's text (the attachments' "Allegati"),
 * without this feature importing it: the route (`app/routes/documentation-detail-sections.ts`)
 * lists the sections and passes them to the detail page, which shows them in `order`, each to the
 * users holding its `permission`.
 */
export interface DocumentationDetailSection {
  key: string;
  permission?: PermissionName;
  /** Smaller first. */
  order: number;
  component: LazyExoticComponent<ComponentType<DocumentationSectionProps>>;
}

/** A section body as a lazy chunk, loaded through the chunk guard. */
export function lazySection(importer: () => Promise<ComponentType<DocumentationSectionProps>>) {
  return lazy(async () => ({ default: await chunkGuard.load(importer) }));
}
