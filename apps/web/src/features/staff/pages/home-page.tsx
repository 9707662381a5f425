import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth/api/get-me';
import { StaffPage } from '../components/staff-page';
import { staffPages } from '../routes';
import { staffNavigation, staffPath } from '../utils/staff-navigation';

/** The console's home: the areas the staff member's permissions open. */
export default function StaffHomePage() {
  const { t } = useTranslation('staff');
  const subject = useCurrentUser()?.subject ?? null;
  const areas = staffNavigation(staffPages, subject)
    .flatMap((section) => section.entries)
    .filter((page) => page.path !== '');
  return (
    <StaffPage title={t('home.title')} intro={t('home.intro')}>
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
