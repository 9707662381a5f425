import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/not-found-page';
import { Page } from '../../../components/page';
import { PageLoader } from '../../../components/page-loader';
import { useAppConfig } from '../../../lib/app-config';
import { useMe } from '../../auth/api/get-me';
import { LoginForm } from '../../auth/components/login-form';

/**
 * The internship's test pages (/TStageForm, /TAreaStage): served only where the deployment serves
 * the test pages (`testPages` of /api/config: never in production unless an operator turns them
 * on), as /logintest and /stepPagamentoTEST. "Test pages are not access-protected": a visitor gets
 * the login form here, to read a stage at all.
 */
export function TestPageGate({
  title,
  target,
  signInRequired = true,
  children,
}: {
  title: string;
  target: string;
  /** False where the page reads no one's stage (the defined forms as they ship). */
  signInRequired?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('internship');
  const { data: config, isPending } = useAppConfig();
  const meQuery = useMe();
  if (isPending || meQuery.isPending) return <PageLoader />;
  if (!config?.testPages) return <NotFoundPage />;
  if (signInRequired && !meQuery.data?.user) {
    return (
      <Page title={title} intro={t('test.signIn')} size="sm">
        <LoginForm target={target} />
      </Page>
    );
  }
  return children;
}
