import type { DocumentationDetailSection } from '../../features/documentations/detail-sections.ts';

/**
 * The sections other modules add under a documentation page's text, composed here so the
 * documentations feature imports none of them. The attachments module appends its "Allegati"
 * section: `{ key: 'allegati', permission: 'view_attachments', order: 10, component:
 * lazySection(async () => …) }` (lazySection of features/documentations/detail-sections.ts).
 */
export const documentationDetailSections: DocumentationDetailSection[] = [];
