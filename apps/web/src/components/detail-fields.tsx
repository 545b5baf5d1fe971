import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DetailField {
  label: string;
  value: ReactNode;
}

interface DetailFieldsProps {
  title: string;
  fields: readonly DetailField[];
  action?: ReactNode;
}

/** A titled card of label/value pairs; empty values show a dash. */
export function DetailFields({ title, fields, action }: DetailFieldsProps) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(110px, max-content) 1fr',
          columnGap: 2,
          rowGap: 1.25,
          m: 0,
        }}
      >
        {fields.map((field) => (
          <Box key={field.label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" variant="body2" sx={{ pt: '2px' }}>
              {field.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {field.value === null ||
              field.value === undefined ||
              field.value === false ||
              field.value === ''
                ? '—'
                : field.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
