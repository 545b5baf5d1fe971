import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * The dashboard's honest empty state: no module with data exists yet, so no numbers are shown.
 * Each module (to-do, projects, opportunities, time) adds its widget beside this card.
 */
export function ModulesCard() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="modules-card-title">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <WidgetsOutlined color="primary" sx={{ fontSize: 40 }} />
          <Stack spacing={1}>
            <Typography id="modules-card-title" variant="h2">
              La tua scrivania
            </Typography>
            <Typography color="text.secondary">
              Qui compariranno i riepiloghi di to-do, progetti, opportunità e tempi, man mano che i rispettivi
              moduli verranno attivati. Per ora non ci sono dati da mostrare.
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
