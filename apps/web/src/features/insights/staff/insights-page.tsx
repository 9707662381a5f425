import { Alert, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { type InsightChart, insightCharts } from '@school/domain/insights/insights';
import { INSIGHT_TABLES, type InsightTableDefinition } from '@school/domain/insights/tables';
import { SCHOOL_TIME_ZONE } from '@school/domain/shared/clock';
import { useTranslation } from 'react-i18next';
import { dateField, editionChoices, Filters, selectField } from '../../../components/console/list-filters';
import { StaffPage } from '../../../components/console/staff-page';
import { useTableQuery } from '../../../components/console/use-table-query';
import { useErrorText } from '../../../lib/error-text';
import { useCurrentUser } from '../../../lib/me';
import { type InsightParams, useInsight } from '../api/get-insight';
import { useInsightEditions } from '../api/list-editions';
import { InsightView } from './insight-view';

const FILTERS = ['edition', 'from', 'to', 'chart'] as const;
type Filter = (typeof FILTERS)[number];

/** A day as the page shows it ("2 marzo 2026", "2 March 2026"). */
function day(value: string, language: string): string {
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-GB' : 'it-IT', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${value}T00:00:00Z`));
}

/** When the figures were read, on the school's clock ("18:40"). */
function time(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-GB' : 'it-IT', {
    timeStyle: 'short',
    timeZone: SCHOOL_TIME_ZONE,
  }).format(new Date(instant));
}

/** One chart's tables for the filters in the address. */
function ChartPanel({ chart, params }: { chart: InsightChart; params: InsightParams }) {
  const { t, i18n } = useTranslation('insights');
  const errorText = useErrorText();
  const insight = useInsight(chart, params);
  if (insight.isPending) return <Loader role="progressbar" aria-label={t('loading')} />;
  if (insight.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(insight.error)}
      </Alert>
    );
  const answer = insight.data;
  const definitions = INSIGHT_TABLES[chart] as readonly InsightTableDefinition[];
  let note: string | null = null;
  if (chart === 'funnel') {
    note = !answer.edition
      ? t('notes.funnelNone')
      : answer.previousEdition
        ? t('notes.funnel', { edition: answer.edition, previous: answer.previousEdition })
        : t('notes.funnelNoPrevious', { edition: answer.edition });
  } else if (chart === 'attendance') note = t('notes.attendance');
  return (
    <Stack gap="md" aria-busy={insight.isFetching}>
      <Group justify="space-between" gap="xs">
        <Text c="dimmed" fz="sm">
          {t('filters.period', { from: day(answer.from, i18n.language), to: day(answer.to, i18n.language) })}
        </Text>
        <Text c="dimmed" fz="sm">
          {t('filters.asOf', { time: time(answer.asOf, i18n.language) })}
        </Text>
      </Group>
      {note && <Text>{note}</Text>}
      {definitions.map((definition) => {
        const table = answer.tables.find((tb) => tb.id === definition.id) ?? { id: definition.id, rows: [] };
        // The CSV asks for the edition and period the page shows (the funnel's edition chosen for it).
        const csvParams = {
          ...params,
          from: answer.from,
          to: answer.to,
          ...(answer.edition ? { edition: answer.edition } : {}),
        };
        return (
          <InsightView
            key={definition.id}
            chart={chart}
            definition={definition}
            table={table}
            params={csvParams}
          />
        );
      })}
    </Stack>
  );
}

/**
 * The console's insights (`/staff/insights`): the charts of the areas the person's permissions
 * open (Amministrazione: all), one tab each; the edition, the period and the tab are kept in the
 * address.
 */
export default function InsightsPage() {
  const { t } = useTranslation('insights');
  const subject = useCurrentUser()?.subject ?? null;
  const charts = insightCharts(subject);
  const controls = useTableQuery<Filter>(FILTERS);
  const editions = useInsightEditions();
  const { filters } = controls.query;
  const chosen = charts.find((c) => c === filters.chart) ?? charts[0];
  const params: InsightParams = {};
  if (filters.edition) params.edition = filters.edition;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;

  const editionOptions = editionChoices(editions.data?.editions ?? []);

  return (
    <StaffPage title={t('title')} intro={t('intro')}>
      {charts.length === 0 || !chosen ? (
        <Alert color="orange" role="status">
          {t('noCharts')}
        </Alert>
      ) : (
        <>
          <Filters
            controls={controls}
            fields={[
              selectField('edition', t('filters.edition'), t('filters.allEditions'), editionOptions, {
                w: 300,
              }),
              dateField('from', t('filters.from'), { w: 200 }),
              dateField('to', t('filters.to'), { w: 200 }),
            ]}
          />
          <Tabs
            value={chosen}
            onChange={(value) => value && controls.setFilter('chart', value)}
            keepMounted={false}
          >
            <Tabs.List>
              {charts.map((chart) => (
                <Tabs.Tab key={chart} value={chart}>
                  {t(`charts.${chart}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {charts.map((chart) => (
              <Tabs.Panel key={chart} value={chart} pt="md">
                <ChartPanel chart={chart} params={params} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      )}
    </StaffPage>
  );
}
