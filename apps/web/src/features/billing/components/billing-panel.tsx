import { Alert, Loader, Tabs } from '@mantine/core';
import { emptyHousingBillingForm } from '@school/domain/billing/billing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useBilling } from '../api/get-billing';
import { BillingForm } from './billing-form';

/** Profile → Billing: "Courses billing and, when a housing billing record exists, Housing billing." */
export function BillingPanel() {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  const billingQuery = useBilling();
  const data = billingQuery.data;
  // Both forms hold the same fields; the course form has no account (IBAN) fields.
  const courseForm = useMemo(
    () => (data ? { ...emptyHousingBillingForm(), ...data.course.form } : null),
    [data],
  );
  const housingForm = useMemo(
    () => (data?.housing ? { ...emptyHousingBillingForm(), ...data.housing.form } : null),
    [data],
  );

  if (billingQuery.isPending) return <Loader aria-label={t('loading')} />;
  if (billingQuery.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(billingQuery.error)}
      </Alert>
    );
  }
  const { course, housing } = billingQuery.data;
  if (!courseForm) return null;
  return (
    <Tabs defaultValue="course" keepMounted>
      <Tabs.List>
        <Tabs.Tab value="course">{t('tabs.course')}</Tabs.Tab>
        {housing && <Tabs.Tab value="housing">{t('tabs.housing')}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="course" pt="md">
        <BillingForm kind="course" form={courseForm} state={course.state} />
      </Tabs.Panel>
      {housing && housingForm && (
        <Tabs.Panel value="housing" pt="md">
          <BillingForm kind="housing" form={housingForm} state={housing.state} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
