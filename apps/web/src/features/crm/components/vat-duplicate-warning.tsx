import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { normalizePartitaIva, partitaIvaIssue } from '@officina/contracts';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useClientVatCheck } from '../api/check-client-vat.ts';

interface VatDuplicateWarningProps {
  vat: string | null | undefined;
  country: string | null | undefined;
  /** The client being edited, left out of the duplicates. */
  excludeId?: number;
}

/** The Partita IVA worth asking about: a valid Italian one, or any foreign one of some length. */
function checkable(vat: string | null | undefined, country: string | null | undefined): string | null {
  if (!vat) return null;
  const normalized = normalizePartitaIva(vat);
  const italian = (country ?? 'IT').trim().toUpperCase() === 'IT';
  if (italian) return partitaIvaIssue(normalized) === undefined ? normalized : null;
  return normalized.length >= 5 ? normalized : null;
}

/**
 * Live, non-blocking warning under the Partita IVA field when other clients already have it (the save
 * stays possible: branches of one company may share it).
 */
export function VatDuplicateWarning({ vat, country, excludeId }: VatDuplicateWarningProps) {
  const wanted = checkable(vat, country);
  const [settled, setSettled] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), 400);
    return () => clearTimeout(timer);
  }, [wanted]);
  const check = useClientVatCheck(settled === wanted ? settled : null, excludeId);
  const duplicates = check.data?.duplicates ?? [];
  if (!wanted || settled !== wanted || duplicates.length === 0) return null;

  return (
    <Alert severity="warning" role="status" sx={{ gridColumn: '1 / -1' }}>
      {duplicates.length === 1
        ? 'Un altro cliente ha già questa Partita IVA: '
        : `Altri ${duplicates.length} clienti hanno già questa Partita IVA: `}
      {duplicates.slice(0, 3).map((duplicate, index) => (
        <span key={duplicate.id}>
          {index > 0 && ', '}
          <Link component={RouterLink} to={paths.crmClientDetail.build(duplicate.id)} target="_blank">
            {duplicate.business_name}
          </Link>
          {duplicate.archived && ' (archiviato)'}
        </span>
      ))}
    </Alert>
  );
}
