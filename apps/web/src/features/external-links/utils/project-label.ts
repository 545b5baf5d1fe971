/** A link's project as the lists show a project: "CODICE · Nome" (null without a project). */
export function projectLabel(link: {
  project_code: string | null;
  project_name: string | null;
}): string | null {
  if (link.project_code === null) return link.project_name;
  return link.project_name ? `${link.project_code} · ${link.project_name}` : link.project_code;
}
