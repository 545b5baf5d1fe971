import { createElement } from 'react';
import {
  type DocumentationDetailSection,
  lazySection,
} from '../../features/documentations/detail-sections.ts';

/**
 * The sections other modules add under a documentation page's text, composed here so the
 * documentations feature imports none of them. The attachments module appends its "Allegati"
 * section: `{ key: 'allegati', permission: 'view_attachments', order: 10, component:
 * lazySection(async () => …) }` (lazySection of features/documentations/detail-sections.ts).
 */
export const documentationDetailSections: DocumentationDetailSection[] = [
  {
    key: 'allegati',
    permission: 'view_attachments',
    order: 10,
    component: lazySection(async () => {
      const { AttachmentsSection } = await import(
        '../../features/attachments/components/attachments-section.tsx'
      );
      return ({ documentation }) =>
        createElement(AttachmentsSection, {
          recordType: 'documentation',
          recordId: documentation.id,
          recordLabel: documentation.title,
        });
    }),
  },
];
