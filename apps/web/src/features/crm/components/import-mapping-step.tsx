import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ImportField, ImportMapping, ImportPreview } from '@officina/contracts';
import { mappedRow } from '../utils/import-check.ts';

interface ImportMappingStepProps {
  preview: ImportPreview;
  mapping: ImportMapping;
  missing: readonly ImportField[];
  onChange: (mapping: ImportMapping) => void;
}

/** Step 2: which column fills which field (the server's suggestion first), with the first rows. */
export function ImportMappingStep({ preview, mapping, missing, onChange }: ImportMappingStepProps) {
  const mappedFields = preview.fields.filter((field) => mapping[field.field]);
  const setColumn = (field: string, header: string) => {
    const next = { ...mapping };
    if (header === '') delete next[field];
    else next[field] = header;
    onChange(next);
  };

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        Il file ha {preview.headers.length} colonne e {preview.total_rows.toLocaleString('it-IT')} righe.
        Scegli per ogni campo la colonna che lo contiene; i campi senza colonna non vengono importati.
      </Typography>
      {missing.length > 0 && (
        <Alert severity="warning">
          Scegli una colonna per: {missing.map((field) => field.label).join(', ')}.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {preview.fields.map((field) => (
          <TextField
            key={field.field}
            select
            size="small"
            label={field.required ? `${field.label} *` : field.label}
            value={mapping[field.field] ?? ''}
            onChange={(event) => setColumn(field.field, event.target.value)}
          >
            <MenuItem value="">
              <em>Non importare</em>
            </MenuItem>
            {preview.headers.map((header) => (
              <MenuItem key={header} value={header}>
                {header}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          Anteprima delle prime {preview.rows.length} righe
        </Typography>
        <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label="Anteprima dell'importazione">
            <TableHead>
              <TableRow>
                <TableCell>Riga</TableCell>
                {mappedFields.map((field) => (
                  <TableCell key={field.field} sx={{ whiteSpace: 'nowrap' }}>
                    {field.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((row, index) => {
                const values = mappedRow(preview, mapping, row);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity but their line
                  <TableRow key={index}>
                    <TableCell>{index + 2}</TableCell>
                    {mappedFields.map((field) => (
                      <TableCell
                        key={field.field}
                        sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }}
                      >
                        {values[field.field]}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>
    </Stack>
  );
}
