/**
 * The one way Boardhall words a failed zod validation: the first three problems, each with its path,
 * as one clause. The engine, the server and its clients all quote it, so the same bad input reads the same.
 */
export interface ValidationIssues {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

export function describeZodIssues(error: ValidationIssues): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
}
