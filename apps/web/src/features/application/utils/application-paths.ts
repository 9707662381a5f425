import type { ApplicationStep } from '@school/domain/application/steps';

/** `/candidatura/{productcode}`, the application of a course edition. */
export function applicationPath(productCode: string): string {
  return `/candidatura/${encodeURIComponent(productCode)}`;
}

/** `/candidatura/{productcode}/{step}`, keeping a query string when given (`?errorePagamento=1`). */
export function applicationStepPath(productCode: string, step: ApplicationStep, search = ''): string {
  return `${applicationPath(productCode)}/${step}${search}`;
}
