import { Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Billing: "Courses billing" and, with a housing billing record, "Housing billing". The billing
 * forms come with the billing feature; until then each entry says the secretariat will ask.
 */
export function BillingPanel({ hasHousingBilling }: { hasHousingBilling: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <Tabs defaultValue="courses">
      <Tabs.List>
        <Tabs.Tab value="courses">{t('billing.courses')}</Tabs.Tab>
        {hasHousingBilling && <Tabs.Tab value="housing">{t('billing.housing')}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="courses" pt="md">
        <Text>{t('billing.requestedBySecretariat')}</Text>
      </Tabs.Panel>
      {hasHousingBilling && (
        <Tabs.Panel value="housing" pt="md">
          <Text>{t('billing.requestedBySecretariat')}</Text>
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
