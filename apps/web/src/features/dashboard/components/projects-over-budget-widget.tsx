import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DASHBOARD_WIDGET_LABELS, type Dashboard } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { CountLink, WidgetCard, WidgetEmpty } from './widget-card.tsx';

/** "Progetti oltre l’80% del budget": how many (opening the projects list so filtered), each with its share used. */
export function ProjectsOverBudgetWidget({ data }: { data: NonNullable<Dashboard['projects_over_budget']> }) {
  const list = paths.projects.build(`budget_used_min_percent=${data.threshold_percent}`);
  return (
    <WidgetCard title={DASHBOARD_WIDGET_LABELS.projects_over_budget} to={list} icon={<SavingsOutlined />}>
      <Box>
        <CountLink
          to={list}
          label={`Budget usato ≥ ${data.threshold_percent}%`}
          count={data.count}
          tone="error"
        />
      </Box>
      {data.items.length === 0 ? (
        <WidgetEmpty>
          Nessun progetto ha usato l’{data.threshold_percent}% del budget: tutto sotto controllo.
        </WidgetEmpty>
      ) : (
        <List dense disablePadding aria-label="Progetti oltre la soglia del budget">
          {data.items.map((project) => (
            <ListItem key={project.id} disableGutters divider sx={{ display: 'block' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                <Link
                  component={RouterLink}
                  to={paths.projectDetail.build(project.id)}
                  underline="hover"
                  sx={{ fontWeight: 500, flex: 1, minWidth: 0 }}
                  noWrap
                >
                  {project.name}
                </Link>
                <Typography
                  variant="body2"
                  sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
                  color={project.percent >= 100 ? 'error' : 'text.primary'}
                >
                  {project.percent.toLocaleString('it-IT')}%
                </Typography>
              </Stack>
              {project.client_name && (
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {project.client_name}
                </Typography>
              )}
              <LinearProgress
                variant="determinate"
                value={Math.min(100, project.percent)}
                color={project.percent >= 100 ? 'error' : 'warning'}
                sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
                aria-label={`${project.name}: budget usato al ${project.percent}%`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </WidgetCard>
  );
}
