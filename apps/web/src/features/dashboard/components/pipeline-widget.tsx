import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { DASHBOARD_WIDGET_LABELS, type Dashboard, formatDecimalIt, formatEuro } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { WidgetCard, WidgetEmpty } from './widget-card.tsx';

type Pipeline = NonNullable<Dashboard['pipeline']>;

/** The opportunities list filtered by one state, as the widget counts it. */
export const opportunitiesOfState = (stateId: number) => paths.opportunities.build(`state_id=${stateId}`);

const opportunities = (count: number) =>
  count === 1 ? '1 opportunità' : `${count.toLocaleString('it-IT')} opportunità`;

/** The chart's text alternative: each state's count and amount. */
export function pipelineDescription(pipeline: Pipeline): string {
  return pipeline.states
    .map((state) => `${state.name}: ${opportunities(state.count)}, ${formatEuro(state.amount_cents)}`)
    .join('; ');
}

/** "Pipeline delle opportunità": amounts by state (chart), each state's count opening its list, totals. */
export function PipelineWidget({ data }: { data: Pipeline }) {
  const theme = useTheme();
  return (
    <WidgetCard
      title={DASHBOARD_WIDGET_LABELS.pipeline}
      to={paths.opportunities.build()}
      icon={<TrendingUpOutlined />}
    >
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Totale ({opportunities(data.total_count)})
          </Typography>
          <Typography
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            data-testid="pipeline-total"
          >
            {formatEuro(data.total_cents)}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Valore ponderato (probabilità × importo)
          </Typography>
          <Typography
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            data-testid="pipeline-weighted"
          >
            {formatEuro(data.weighted_cents)}
          </Typography>
        </Box>
      </Stack>
      {data.total_count === 0 ? (
        <WidgetEmpty>Nessuna opportunità aperta. Creane una da Opportunità.</WidgetEmpty>
      ) : (
        <Box role="img" aria-label={`Importi per stato: ${pipelineDescription(data)}`}>
          <BarChart
            height={Math.max(160, data.states.length * 30 + 40)}
            layout="horizontal"
            dataset={data.states.map((state) => ({ name: state.name, amount: state.amount_cents / 100 }))}
            yAxis={[{ scaleType: 'band', dataKey: 'name', width: 110 }]}
            xAxis={[{ valueFormatter: (value: number) => formatDecimalIt(value, 0) }]}
            series={[
              {
                dataKey: 'amount',
                label: 'Importo',
                color: theme.palette.primary.main,
                valueFormatter: (value) => formatEuro(Math.round((value ?? 0) * 100)),
              },
            ]}
            margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
            hideLegend
          />
        </Box>
      )}
      <List dense disablePadding aria-label="Opportunità per stato">
        {data.states.map((state) => (
          <ListItem key={state.state_id} disableGutters divider sx={{ gap: 1 }}>
            <Box
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: 'divider' }}
              style={state.color ? { backgroundColor: state.color } : undefined}
            />
            <Link
              component={RouterLink}
              to={opportunitiesOfState(state.state_id)}
              underline="hover"
              sx={{ flex: 1, minWidth: 0 }}
              noWrap
              data-testid="pipeline-state"
              data-count={state.count}
            >
              {state.name} · {state.count.toLocaleString('it-IT')}
            </Link>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
              {formatEuro(state.amount_cents)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </WidgetCard>
  );
}
