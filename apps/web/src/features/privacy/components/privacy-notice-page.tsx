import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import { RETENTION_RULES, type RetentionRule } from '@school/domain/privacy/retention';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';

const RIGHTS = ['access', 'erasure', 'rectification', 'objection', 'complaint'] as const;

/**
 * The privacy notice (/privacy, it/en): what the portal keeps, why and for how long — generated
 * from the domain's retention table, the one source of the periods — and how to exercise each right.
 */
export function PrivacyNoticePage() {
  const { t } = useTranslation('privacy');
  const { data: config } = useAppConfig();
  const howLong = (rule: RetentionRule) =>
    rule.period
      ? `${t(`period.${rule.period.unit}`, { count: rule.period.amount })} ${rule.from === 'account' ? '' : t(`from.${rule.from}`)}`.trim()
      : t('period.untilErasure');

  return (
    <Page title={t('notice.title')} intro={t('notice.intro')} size="md">
      <Text>{t('notice.controller', { email: config?.secretariatEmail ?? '' })}</Text>
      <Stack gap="xs" component="section" aria-labelledby="notice-table">
        <Title order={2} id="notice-table">
          {t('notice.tableTitle')}
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('notice.columns.what')}</Table.Th>
                <Table.Th scope="col">{t('notice.columns.why')}</Table.Th>
                <Table.Th scope="col">{t('notice.columns.howLong')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {RETENTION_RULES.map((rule) => (
                <Table.Tr key={rule.kind}>
                  <Table.Th scope="row" fw={500}>
                    {t(`kinds.${rule.kind}`)}
                  </Table.Th>
                  <Table.Td>{t(`grounds.${rule.ground}`)}</Table.Td>
                  <Table.Td>{howLong(rule)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="notice-rights">
        <Title order={2} id="notice-rights">
          {t('notice.rightsTitle')}
        </Title>
        <List spacing="xs">
          {RIGHTS.map((right) => (
            <List.Item key={right}>{t(`notice.rights.${right}`)}</List.Item>
          ))}
        </List>
        <Anchor component={Link} to={paths.myData}>
          {t('notice.toMyData')}
        </Anchor>
      </Stack>
    </Page>
  );
}
