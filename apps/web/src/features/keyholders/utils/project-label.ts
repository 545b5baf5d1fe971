/** A credential's project as the lists show a project: "CODICE · Nome" (null without a project). */
export function projectLabel(row: {
  project_code: string | null;
  project_name: string | null;
}): string | null {
  if (row.project_code === null) return row.project_name;
  return row.project_name ? `${row.project_code} · ${row.project_name}` : row.project_code;
}
