import { paths } from '../../../lib/paths.ts';

/** What the documentation pages say when the page is gone, and the way back to the list. */
export const documentationGone = {
  message: 'Pagina di documentazione non trovata o non più disponibile.',
  to: paths.documentations.build(),
  label: 'Torna alla documentazione',
};
