import { Alert, Card, Loader, SimpleGrid, Text } from '@mantine/core';
import { staffAccess } from '@school/domain/access/staff';
import { DOCUMENT_STATUS } from '@school/domain/candidate/documents';
import type { StaffOverviewResponse } from '@school/domain/staff/contracts/overview';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaffPage } from '../../../components/console/staff-page';
import { staffPath } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useCurrentUser } from '../../../lib/me';
import { useOverview } from '../api/get-overview';
import { staffPages } from '../routes';
import { staffNavigation } from '../utils/staff-navigation';

type Count = keyof StaffOverviewResponse;

/**
 * Where each count leads: the console's list filtered to those records, when the console has
 * that list (a page of `staffPages` with this path).
 */
const TARGETS: Record<Count, { path: string; query?: Record<string, string> }> = {
  documentsToValidate: { path: 'documents', query: { state: DOCUMENT_STATUS.awaitingValidation } },
  applicationsToReview: { path: 'applications', query: { feePaid: 'true' } },
  visasToConfirm: { path: 'visas', query: { state: 'toConfirm' } },
  billingToExport: { path: 'billing-export' },
  signUpsToConfirm: { path: 'people', query: { roleClaim: 'pending' } },
  erasuresToDecide: { path: 'privacy', query: { status: 'pending' } },
};

export function countLink(count: Count): string | null {
  const target = TARGETS[count];
  if (!staffPages.some((page) => page.path === target.path)) return null;
  const query = target.query ? `?${new URLSearchParams(target.query)}` : '';
  return `${staffPath(target.path)}${query}`;
}

const COUNTS = Object.keys(TARGETS) as Count[];

/** The console's home: what needs the secretariat's action, then the areas the staff member may open. */
export default function StaffHomePage() {
  const { t } = useTranslation('staff');
  const errorText = useErrorText();
  const subject = useCurrentUser()?.subject ?? null;
  const isSecretariat = staffAccess(subject, 'Segreteria') === 'allowed';
  const overview = useOverview(isSecretariat);
  const areas = staffNavigation(staffPages, subject)
    .flatMap((section) => section.entries)
    .filter((page) => page.path !== '');
  return (
    <StaffPage title={t('home.title')} intro={isSecretariat ? t('home.intro') : undefined}>
      {isSecretariat && overview.isPending && <Loader role="progressbar" aria-label={t('table.loading')} />}
      {overview.isError && (
        <Alert color="red" role="alert">
          {errorText(overview.error)}
        </Alert>
      )}
      {overview.data && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0}>
          {COUNTS.map((count) => {
            const to = countLink(count);
            const body = (
              <>
                <Text fz={32} fw={700} lh={1}>
                  {overview.data[count]}
                </Text>
                <Text>{t(`home.counts.${count}`, { count: overview.data[count] })}</Text>
              </>
            );
            return (
              <li key={count} style={{ listStyle: 'none' }}>
                {to ? (
                  <Card withBorder component={Link} to={to} h="100%">
                    {body}
                  </Card>
                ) : (
                  <Card withBorder h="100%">
                    {body}
                  </Card>
                )}
              </li>
            );
          })}
        </SimpleGrid>
      )}
      <Text fw={600}>{t('home.areas')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {areas.map((page) => (
          <Card key={page.id} withBorder component={Link} to={staffPath(page.path)}>
            <Text fw={600}>{page.nav?.label(t)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </StaffPage>
  );
}
