import Typography from '@mui/material/Typography';

/** Placeholder while the page is being built (issue 5). */
export function OpportunityListPage() {
  return <Typography variant="h1">In preparazione</Typography>;
}
