import { useParams } from 'react-router';
import { ProjectDetail } from '../../features/projects/components/project-detail.tsx';
import {
  composeProjectTabs,
  lazyProjectTab,
  type ProjectTabDefinition,
  projectOwnTabs,
} from '../../features/projects/project-tabs.ts';
import { TimerToggle } from '../../features/timings/components/timer-toggle.tsx';
import { attachmentProjectTabs } from './attachments-project-tabs.ts';
import { documentationProjectTabs } from './documentations-client-tabs.ts';
import { keyholderProjectTabs } from './keyholders-project-tabs.ts';
import { linkProjectTabs } from './links-project-tabs.ts';
import { scheduleProjectTabs } from './schedules-project-tabs.ts';
import { useTabCounts } from './tab-counts.ts';

/** The tabs the project page gets from the to-do and time features (composed here). */
const composedTabs: readonly ProjectTabDefinition[] = [
  {
    key: 'todo',
    label: 'To-do',
    order: 10,
    component: lazyProjectTab(async () => {
      const { ProjectTodosTab } = await import('../../features/todos/components/project-todos-tab.tsx');
      return ({ project }) => <ProjectTodosTab projectId={project.id} clientId={project.client_id} />;
    }),
  },
  {
    key: 'tempi',
    label: 'Tempi',
    order: 20,
    component: lazyProjectTab(async () => {
      const { TimingsPanel } = await import('../../features/timings/components/timings-panel.tsx');
      return ({ project }) => <TimingsPanel projectId={project.id} />;
    }),
  },
];

const projectTabs = composeProjectTabs(
  projectOwnTabs,
  composedTabs,
  attachmentProjectTabs,
  documentationProjectTabs,
  linkProjectTabs,
  keyholderProjectTabs,
  scheduleProjectTabs,
);

/** /projects/detail/:id/:tab? (named projects-detail, permission view_projects). */
export function ProjectDetailPage() {
  const { id, tab } = useParams();
  const tabs = useTabCounts(projectTabs, Number(id));
  return (
    <ProjectDetail
      key={id}
      id={Number(id)}
      tab={tab}
      tabs={tabs}
      headerActions={(project) =>
        !project.archived_at && <TimerToggle projectId={project.id} clientId={project.client_id} />
      }
    />
  );
}
