import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { attachmentRoutes } from './modules/attachments/attachment.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { sessionResolver } from './modules/auth/session-user.ts';
import { checklistRoutes } from './modules/checklists/checklist.routes.ts';
import { clientRoutes } from './modules/clients/client.routes.ts';
import { clientTransferRoutes } from './modules/clients/client-transfer.routes.ts';
import { contractRoutes } from './modules/contracts/contract.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { documentationRoutes } from './modules/documentations/documentation.routes.ts';
import { externalLinkRoutes } from './modules/external-links/external-link.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { keyRoutes } from './modules/keyholders/key.routes.ts';
import { keyholderRoutes } from './modules/keyholders/keyholder.routes.ts';
import { offerSettingsRoutes } from './modules/offer-settings/offer-settings.routes.ts';
import { opportunityRoutes } from './modules/opportunities/opportunity.routes.ts';
import { opportunityActionRoutes } from './modules/opportunities/opportunity-actions.routes.ts';
import { personRoutes } from './modules/persons/person.routes.ts';
import { personTransferRoutes } from './modules/persons/person-transfer.routes.ts';
import { productRoutes } from './modules/products/product.routes.ts';
import { projectRoutes } from './modules/projects/project.routes.ts';
import { projectChecklist } from './modules/projects/project-checklist.ts';
import { scheduleRoutes } from './modules/schedules/schedule.routes.ts';
import { scheduleFeedRoutes } from './modules/schedules/schedule-feed.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { timingRoutes } from './modules/timings/timing.routes.ts';
import { todoRoutes } from './modules/todos/todo.routes.ts';
import { todoChecklist } from './modules/todos/todo-checklist.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { recordDependents } from './record-dependents.ts';
import { setRecordDependents } from './records/dependents.ts';

/** The /api scope: every route here needs a session unless marked public. Modules add themselves. */
export async function apiRoutes(api: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  setRecordDependents(recordDependents);
  registerAuth(api, sessionResolver(ctx));
  registerInputGuard(api);
  await api.register(healthRoutes, { ctx });
  await api.register(authRoutes, { ctx });
  await api.register(userRoutes, { ctx });
  await api.register(settingsRoutes, { ctx });
  await api.register(clientRoutes, { ctx });
  await api.register(personRoutes, { ctx });
  // Own scopes: multipart is registered only there (the rest of the API refuses non-JSON bodies).
  await api.register(clientTransferRoutes, { ctx });
  await api.register(personTransferRoutes, { ctx });
  await api.register(projectRoutes, { ctx });
  await api.register(todoRoutes, { ctx });
  await api.register(checklistRoutes, { ctx, owners: [todoChecklist, projectChecklist] });
  await api.register(timingRoutes, { ctx });
  await api.register(dashboardRoutes, { ctx });
  await api.register(productRoutes, { ctx });
  await api.register(opportunityRoutes, { ctx });
  await api.register(opportunityActionRoutes, { ctx });
  await api.register(contractRoutes, { ctx });
  await api.register(offerSettingsRoutes, { ctx });
  await api.register(externalLinkRoutes, { ctx });
  await api.register(keyholderRoutes, { ctx });
  await api.register(keyRoutes, { ctx });
  await api.register(scheduleRoutes, { ctx });
  await api.register(scheduleFeedRoutes, { ctx });
  await api.register(documentationRoutes, { ctx });
  // Own scope: multipart is registered only there.
  await api.register(attachmentRoutes, { ctx });
}
