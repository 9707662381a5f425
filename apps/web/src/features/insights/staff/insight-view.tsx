import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import type { InsightTable } from '@school/domain/insights/contracts/insights';
import type { InsightChart } from '@school/domain/insights/insights';
import type { InsightColumnKind, InsightTableDefinition } from '@school/domain/insights/tables';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StaffTable, type StaffTableColumn } from '../../../components/console/staff-table';
import { useLocale } from '../../../hooks/use-locale';
import { documentTypeText } from '../../candidate/utils/value-labels';
import { useCountryName } from '../../reference/api/list-countries';
import type { InsightParams } from '../api/get-insight';
import { insightCsvUrl } from '../api/insight-csv-url';
import { formatInsightCell, formatInsightNumber } from './insight-format';
import classes from './insights.module.css';

type Row = InsightTable['rows'][number];

const SERIES_COLOURS = ['blue.6', 'gray.5', 'orange.6', 'teal.6'] as const;

/**
 * One table of a chart: its chart (the picture) and, beside it, the same figures as a table (the
 * text alternative, read by a screen reader in place of the picture) with its CSV.
 */
export function InsightView({
  chart,
  definition,
  table,
  params,
}: {
  chart: InsightChart;
  definition: InsightTableDefinition;
  table: InsightTable;
  params: InsightParams;
}) {
  const { t, i18n } = useTranslation('insights');
  const { t: tCandidate } = useTranslation('candidate');
  const countryName = useCountryName(useLocale());
  // A document type by its name in the page's language, as the document queue shows it; a country
  // by its name, as the applications do.
  const cell = (kind: InsightColumnKind, key: string, value: Row[string] | undefined) => {
    if (typeof value === 'string' && value !== '') {
      if (key === 'type') return documentTypeText(tCandidate, value);
      if (key === 'country') return countryName(value);
    }
    return formatInsightCell(t, i18n.language, kind, key, value);
  };
  const title = t(`tables.${definition.id}` as 'tables.funnel');
  const [axis] = definition.columns;
  const seriesKind = definition.columns.find((c) => c.key === definition.series[0])?.kind ?? 'count';
  const drawn = definition.drawing !== 'none' && table.rows.length > 0 && axis;
  const headingId = `insight-${definition.id}`;
  // The axis's words as the table shows them; numbers stay numbers for the picture.
  const data = table.rows.map((row) => ({
    ...row,
    [axis?.key ?? '']: cell('label', axis?.key ?? '', row[axis?.key ?? '']),
  }));
  const series = definition.series.map((key, i) => ({
    name: key,
    label: t(`columns.${key}` as 'columns.stage'),
    color: SERIES_COLOURS[i % SERIES_COLOURS.length] ?? 'blue.6',
  }));
  const format = (value: number) => formatInsightNumber(t, i18n.language, seriesKind, value);
  // Counts are whole: their axis is marked 0, 1, 2…, never "0.5 orders".
  const valueAxis = seriesKind === 'count' ? { allowDecimals: false } : {};
  const columns: StaffTableColumn<Row>[] = definition.columns.map((c) => ({
    accessor: c.key,
    title: t(`columns.${c.key}` as 'columns.stage'),
    textAlign: c.kind === 'label' ? 'left' : 'right',
    render: (row: Row) => cell(c.kind, c.key, row[c.key]),
  }));
  // Categories read best as horizontal bars (long names on the side); weeks along the bottom.
  const byWeek = axis?.key === 'week';
  const height = byWeek ? 260 : Math.max(180, table.rows.length * (series.length > 1 ? 44 : 32) + 60);
  // What the line and the bar charts draw alike: the rows along the first column, the series' values.
  const drawing = (dataKey: string) => ({
    h: height,
    data,
    dataKey,
    series,
    valueFormatter: format,
    withLegend: series.length > 1,
  });

  return (
    <Card withBorder component="section" aria-labelledby={headingId} className={classes.view}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={3} id={headingId} fz="lg">
            {title}
          </Title>
          <Anchor
            href={insightCsvUrl(chart, definition.id, params, i18n.language)}
            download
            aria-label={t('csvOf', { table: title })}
            fz="sm"
          >
            <Group gap={4} wrap="nowrap">
              <IconDownload size={16} aria-hidden />
              {t('csv')}
            </Group>
          </Anchor>
        </Group>
        <div className={drawn ? classes.pair : undefined}>
          {drawn && (
            <div role="img" aria-label={t('chartOf', { table: title })} className={classes.picture}>
              {definition.drawing === 'line' ? (
                <LineChart {...drawing(axis.key)} curveType="linear" yAxisProps={valueAxis} />
              ) : (
                <BarChart
                  {...drawing(axis.key)}
                  orientation={byWeek ? 'horizontal' : 'vertical'}
                  yAxisProps={byWeek ? valueAxis : { width: 140 }}
                  xAxisProps={byWeek ? undefined : valueAxis}
                  maxBarWidth={28}
                />
              )}
            </div>
          )}
          <div className={classes.table}>
            <StaffTable<Row, never>
              records={table.rows}
              columns={columns}
              label={title}
              idAccessor={(row) => definition.columns.map((c) => String(row[c.key] ?? '')).join('|')}
              emptyText={t('empty')}
            />
          </div>
        </div>
      </Stack>
    </Card>
  );
}
