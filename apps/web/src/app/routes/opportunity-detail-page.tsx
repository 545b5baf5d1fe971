import Typography from '@mui/material/Typography';

/** Placeholder while the page is being built (issue 5). */
export function OpportunityDetailPage() {
  return <Typography variant="h1">In preparazione</Typography>;
}
