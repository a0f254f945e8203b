/** One reason an answer does not match its contract schema (as the generated checks report it). */
export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
}

/** A generated answer check: a type guard that keeps its last failure in `errors`. */
export interface Validator<T> {
  (data: unknown): data is T;
  errors?: ValidationIssue[] | null;
}
