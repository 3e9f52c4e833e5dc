const segment = (value: string) => encodeURIComponent(value);

/** `/organization/{orgId}/…`, each id encoded as one path segment. */
export function organizationPath(organizationId: string, ...rest: string[]): string {
  return ["/organization", segment(organizationId), ...rest.map(segment)].join("/");
}

/** `/organization/{orgId}/departments/{depId}/…`. */
export function departmentPath(organizationId: string, departmentId: string, ...rest: string[]): string {
  return organizationPath(organizationId, "departments", departmentId, ...rest);
}
