// The console's insights: charts a director reads at a glance, each with its table and CSV.

export { chart } from './staff-endpoints/chart.ts';
export { editions } from './staff-endpoints/editions.ts';
export { tableCsv } from './staff-endpoints/table-csv.ts';
