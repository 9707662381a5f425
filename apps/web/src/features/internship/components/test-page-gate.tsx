import type { ReactNode } from 'react';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { useAppConfig } from '../../../lib/app-config';

/**
 * The internship's test pages (/TStageForm, /TAreaStage): served only where the deployment serves
 * the test pages (`testPages` of /api/config: never in production unless an operator turns them
 * on), as /logintest and /stepPagamentoTEST. "Test pages are not access-protected": anyone, a
 * visitor too, reads the sample stage (`GET /api/internship/sample`), never a person's own.
 */
export function TestPageGate({ children }: { children: ReactNode }) {
  const { data: config, isPending } = useAppConfig();
  if (isPending) return <PageLoader />;
  if (!config?.testPages) return <NotFoundPage />;
  return children;
}
