/** A validation issue as zod reports it (path as a list) or as the server's 400 carries it ('a.b'). */
export interface FieldIssue {
  readonly path: readonly PropertyKey[] | string;
  readonly message: string;
}

/** The first message of each top-level field, keyed by the field's name. */
export function firstIssuePerField(issues: readonly FieldIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(typeof issue.path === 'string' ? issue.path.split('.')[0] : (issue.path[0] ?? ''));
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}
