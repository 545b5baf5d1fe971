import type { CreateProjectInput, ProjectView } from '@officina/contracts';

export interface ProjectPrefill {
  client_id?: number | null;
}

/** The form's values for a project (or a new one, maybe prefilled with a client). */
export function projectFormValues(
  project: ProjectView | undefined,
  prefill: ProjectPrefill = {},
): CreateProjectInput {
  return {
    code: project?.code ?? '',
    name: project?.name ?? '',
    client_id: project ? project.client_id : (prefill.client_id ?? null),
    contract_id: project?.contract_id ?? null,
    state_id: project?.state_id ?? null,
    category_id: project?.category_id ?? null,
    manager_id: project?.manager_id ?? null,
    member_ids: project?.members.map((member) => member.id) ?? [],
    start_date: project?.start_date ?? null,
    due_date: project?.due_date ?? null,
    budget_minutes: project?.budget_minutes ?? null,
    budget_amount_cents: project?.budget_amount_cents ?? null,
    color: project?.color ?? null,
    description: project?.description ?? null,
  };
}
