import { Alert, Anchor, Group, List, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { GetHousingResponse } from '@school/domain/housing/contracts/get-housing';
import { formatStayDay, mapsSearchUrl } from '@school/domain/housing/stay';
import {
  IconAlertTriangle,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconGavel,
  IconPhone,
  IconTool,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { Page } from '../../../components/page';
import { SectionCard } from '../../../components/section-card';
import { SCHOOL_PHONE } from '../../../config/links';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useHousing } from '../api/get-housing';

/** The emergency numbers of the housing page, in the order a person in trouble needs them. */
const EMERGENCY_NUMBERS = [
  { id: 'emergency', display: '112', href: 'tel:112' },
  { id: 'school', display: SCHOOL_PHONE.display, href: SCHOOL_PHONE.href },
] as const;

function HousingBox({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: TablerIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <SectionCard box={id} titleId={`housing-${id}`}>
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon size={40} radius="md" aria-hidden="true">
          <Icon size={24} />
        </ThemeIcon>
        <Title order={2} size="h3" id={`housing-${id}`}>
          {title}
        </Title>
      </Group>
      <Stack gap="xs" mt="md">
        {children}
      </Stack>
    </SectionCard>
  );
}

function StayBoxes({ stay }: { stay: GetHousingResponse }) {
  const { t } = useTranslation('housing');
  const locale = useLocale();
  return (
    <>
      <HousingBox id="apartment" icon={IconBuildingCommunity} title={t('apartment.title')}>
        <Text fw={700} size="lg">
          {stay.apartmentName}
        </Text>
        <Text>{stay.apartmentAddress}</Text>
        <ExternalLink href={mapsSearchUrl(stay.apartmentAddress)} fw={600}>
          {t('apartment.map')}
        </ExternalLink>
      </HousingBox>
      <HousingBox id="dates" icon={IconCalendarEvent} title={t('dates.title')}>
        <div>
          <Text fw={600}>{t('dates.checkIn')}</Text>
          <Text data-testid="check-in">
            {t('dates.at', { day: formatStayDay(stay.checkInDate, locale), time: stay.checkInTime })}
          </Text>
        </div>
        <div>
          <Text fw={600}>{t('dates.checkOut')}</Text>
          <Text data-testid="check-out">
            {t('dates.at', { day: formatStayDay(stay.checkOutDate, locale), time: stay.checkOutTime })}
          </Text>
        </div>
      </HousingBox>
    </>
  );
}

/**
 * Housing (specification 000, section 2): the apartment with its map link, the check-in and
 * check-out, the housing rules, the secretariat's interventions (the tickets, `from=Housing`) and the
 * emergency numbers.
 */
export function HousingPage() {
  const { t } = useTranslation('housing');
  const errorText = useErrorText();
  const housing = useHousing();
  const notAssigned = isApiError(housing.error, 'housing.notAssigned');
  return (
    <Page title={t('title')} intro={housing.data ? housing.data.contractName : undefined}>
      {housing.isPending && <Loader aria-label={t('loading')} />}
      {notAssigned && (
        <Alert color="blue" role="status">
          {t('notAssigned')}
        </Alert>
      )}
      {housing.isError && !notAssigned && (
        <Alert color="red" role="alert">
          {errorText(housing.error)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {housing.data && <StayBoxes stay={housing.data} />}
        <HousingBox id="rules" icon={IconGavel} title={t('rules.title')}>
          <Text>{t('rules.text')}</Text>
          <Anchor component={Link} to={paths.housingRules} fw={600}>
            {t('rules.link')}
          </Anchor>
        </HousingBox>
        <HousingBox id="interventions" icon={IconTool} title={t('interventions.title')}>
          <Text>{t('interventions.text')}</Text>
          <Anchor component={Link} to={`${paths.tickets}?from=Housing`} fw={600}>
            {t('interventions.link')}
          </Anchor>
        </HousingBox>
        <HousingBox id="emergency" icon={IconAlertTriangle} title={t('emergency.title')}>
          <Text>{t('emergency.intro')}</Text>
          <List spacing="sm" style={{ listStyle: 'none' }} p={0}>
            {EMERGENCY_NUMBERS.map((n) => (
              <List.Item key={n.id} icon={<IconPhone size={18} aria-hidden="true" />}>
                <Anchor href={n.href} fw={700}>
                  {n.display}
                </Anchor>{' '}
                — {t(`emergency.${n.id}`)}
              </List.Item>
            ))}
          </List>
          <Text size="sm">{t('emergency.keys')}</Text>
        </HousingBox>
      </SimpleGrid>
    </Page>
  );
}
