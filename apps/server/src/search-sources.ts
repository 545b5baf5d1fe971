import { attachmentSearchSource } from './modules/attachments/attachment-search.repository.ts';
import { clientSearchSource } from './modules/clients/client-search.repository.ts';
import { contractSearchSource } from './modules/contracts/contract-search.repository.ts';
import { documentationSearchSource } from './modules/documentations/documentation-search.repository.ts';
import { externalLinkSearchSource } from './modules/external-links/external-link-search.repository.ts';
import { keyholderSearchSource } from './modules/keyholders/keyholder-search.repository.ts';
import { opportunitySearchSource } from './modules/opportunities/opportunity-search.repository.ts';
import { personSearchSource } from './modules/persons/person-search.repository.ts';
import { productSearchSource } from './modules/products/product-search.repository.ts';
import { projectSearchSource } from './modules/projects/project-search.repository.ts';
import { scheduleSearchSource } from './modules/schedules/schedule-search.repository.ts';
import { todoSearchSource } from './modules/todos/todo-search.repository.ts';
import type { SearchSource } from './records/search-sources.ts';

/**
 * What each module indexes for the global search, composed here (beside api.ts) so that the search
 * module and the activity log index every kind without importing the modules
 * (records/search-sources.ts; docs/modules/search.md "A new module").
 */
export const searchSourceList: readonly SearchSource[] = [
  clientSearchSource,
  personSearchSource,
  opportunitySearchSource,
  contractSearchSource,
  productSearchSource,
  projectSearchSource,
  todoSearchSource,
  scheduleSearchSource,
  documentationSearchSource,
  externalLinkSearchSource,
  keyholderSearchSource,
  attachmentSearchSource,
];
