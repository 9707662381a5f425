import { Alert, Loader, Stack, Tabs } from '@mantine/core';
import { CANDIDATE_TABS, type CandidateTab } from '@school/domain/candidate/tabs';
import { IconCurrencyEuro, IconFileText, IconPlaneDeparture, IconShirt, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import { useOverview } from '../api/get-overview';
import { ApplicationTab } from './application-tab';
import { ClothingTab } from './clothing-tab';
import { DocumentsTab } from './documents-tab';
import { PaymentsTab } from './payments-tab';
import { StatusBar } from './status-bar';
import { VisaTab } from './visa-tab';

const TAB_ICONS = {
  application: IconUser,
  documents: IconFileText,
  payments: IconCurrencyEuro,
  clothing: IconShirt,
  visa: IconPlaneDeparture,
} as const;

function isCandidateTab(value: string | null): value is CandidateTab {
  return CANDIDATE_TABS.some((tab) => tab === value);
}

/**
 * The candidate area (Candidato, /areacandidato): the six-icon status bar, then the tabs
 * "candidatura (Application), documenti, pagamenti, abbigliamento, and visto (only when visa is
 * enabled)", as the overview lists them. The open tab is kept in the address (`?tab=`).
 */
export function CandidateArea() {
  const { t } = useTranslation('candidate');
  const errorText = useErrorText();
  const overviewQuery = useOverview();
  const [searchParams, setSearchParams] = useSearchParams();

  if (overviewQuery.isPending) return <Loader aria-label={t('loading')} />;
  if (overviewQuery.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(overviewQuery.error)}
      </Alert>
    );
  }
  const { application, statusBar, tabs } = overviewQuery.data;
  const requested = searchParams.get('tab');
  const active: CandidateTab =
    isCandidateTab(requested) && tabs.includes(requested) ? requested : 'application';

  const handleChange = (value: string | null) => {
    if (!isCandidateTab(value)) return;
    setSearchParams(value === 'application' ? {} : { tab: value }, { replace: true });
  };

  const panel = (tab: CandidateTab) => {
    switch (tab) {
      case 'application':
        return <ApplicationTab application={application} />;
      case 'documents':
        return <DocumentsTab />;
      case 'payments':
        return <PaymentsTab />;
      case 'clothing':
        return <ClothingTab />;
      case 'visa':
        return <VisaTab />;
    }
  };

  return (
    <Stack gap="xl">
      {statusBar.length > 0 && <StatusBar icons={statusBar} />}
      <Tabs value={active} onChange={handleChange} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => {
            const Icon = TAB_ICONS[tab];
            return (
              <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={18} aria-hidden="true" />}>
                {t(`tabs.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="lg">
            {panel(tab)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
