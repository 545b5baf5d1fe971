import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BackLink } from '../back-link.tsx';
import { PageHeader } from '../page-header.tsx';
import { type RecordKind, RecordNotFound } from '../record-not-found.tsx';

interface RecordFormPageProps {
  /** The page's heading, and the document's title unless `documentTitle` says otherwise. */
  title: string;
  documentTitle?: string;
  subtitle?: string | undefined;
  back: { to: string; label: string };
  /** The edited record could not be loaded: which one ("Cliente non trovato…" and a link back to its list). */
  notFound?: RecordKind | false;
  /** The edited record is still loading (and not missing): a placeholder of this height stands for the form. */
  loading?: number | false;
  /** A missing record replaces the whole page (header included) instead of the form only. */
  notFoundAlone?: boolean;
  maxWidth?: number;
  /** The form (nothing while there is no record to edit). */
  children: ReactNode;
}

/**
 * A record's add or edit page: header with the way back, then the form; while the record loads a
 * placeholder, and a record that is gone says so with a link to its list.
 */
export function RecordFormPage({
  title,
  documentTitle,
  subtitle,
  back,
  notFound = false,
  loading = false,
  notFoundAlone = false,
  maxWidth = 1100,
  children,
}: RecordFormPageProps) {
  useDocumentTitle(documentTitle ?? title);
  const missing = notFound && <RecordNotFound of={notFound} />;
  if (missing && notFoundAlone) return missing;
  return (
    <Stack spacing={2.5} sx={{ maxWidth }}>
      <PageHeader title={title} subtitle={subtitle} back={<BackLink to={back.to}>{back.label}</BackLink>} />
      {!notFoundAlone && missing}
      {loading !== false ? <Skeleton variant="rounded" height={loading} /> : children}
    </Stack>
  );
}
