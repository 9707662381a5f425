import '../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderWithApp, useLanguage } from '../../test/render';
import { FilterBar, SearchFilter, SelectFilter } from './list-filters';
import { type DeleteConfig, ListPage } from './list-page';
import { useTableQuery } from './use-table-query';

interface Dish {
  id: string;
  version: string;
  name: string;
  used: boolean;
}

const DISHES: Dish[] = [
  { id: 'd1', version: 'v1', name: 'Risotto', used: false },
  { id: 'd2', version: 'v7', name: 'Tiramisù', used: true },
];
const FILTERS = ['search', 'course'] as const;

function Dishes({
  records = DISHES,
  error,
  remove,
  onOpen = () => undefined,
}: {
  records?: Dish[] | undefined;
  error?: unknown;
  remove: DeleteConfig<Dish>['mutation'];
  onOpen?: (dish: Dish) => void;
}) {
  const controls = useTableQuery(FILTERS);
  return (
    <ListPage<Dish, (typeof FILTERS)[number]>
      title="Dishes"
      csv={{ href: `/dishes.csv?${new URLSearchParams(controls.apiParams)}`, label: 'CSV' }}
      list={{ records, total: records?.length, pageSize: 20, fetching: false, error }}
      columns={[{ accessor: 'name', title: 'Name' }]}
      controls={controls}
      idAccessor="id"
      emptyText="No dishes"
      filters={
        <FilterBar>
          <SearchFilter controls={controls} name="search" label="Search" />
          <SelectFilter
            controls={controls}
            name="course"
            label="Course"
            data={[
              { value: 'first', label: 'First' },
              { value: 'dessert', label: 'Dessert' },
            ]}
          />
        </FilterBar>
      }
      rowActions={{
        title: 'Actions',
        actions: (dish) => [
          { label: 'Open', ariaLabel: `Open ${dish.name}`, look: 'primary', onClick: () => onOpen(dish) },
        ],
      }}
      deletion={{
        mutation: remove,
        allowed: (dish) => !dish.used,
        title: (dish) => `Delete ${dish.name}`,
        text: (dish) => `${dish.name} goes for good.`,
        confirmLabel: 'Delete',
        cancelLabel: 'Cancel',
        staleText: 'This dish changed meanwhile.',
      }}
    />
  );
}

describe('ListPage — a console list', () => {
  it('shows the rows with their actions; delete only where allowed, after a confirmation, on the version read', async () => {
    await useLanguage('en');
    const mutate = vi.fn();
    const opened: string[] = [];
    renderWithApp(<Dishes remove={{ mutate, error: null }} onOpen={(dish) => opened.push(dish.id)} />, {
      path: '/dishes',
    });
    const table = await screen.findByRole('table', { name: 'Dishes' });
    expect(within(table).getByText('Risotto')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open Tiramisù' }));
    expect(opened).toEqual(['d2']);
    // A dish in use cannot go.
    expect(screen.queryByRole('button', { name: 'Delete Tiramisù' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Risotto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Risotto' });
    expect(within(dialog).getByText('Risotto goes for good.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mutate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Risotto' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[0]).toEqual({ id: 'd1', version: 'v1' });
  });

  it('says a refused delete in the page’s words, and a failed read as its text', async () => {
    await useLanguage('en', ['errors']);
    renderWithApp(
      <Dishes
        records={undefined}
        error={new ApiError(500, 'server.error')}
        remove={{ mutate: vi.fn(), error: new ApiError(409, 'staff.staleRecord') }}
      />,
      { path: '/dishes' },
    );
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain('This dish changed meanwhile.');
    expect(alerts).toHaveLength(2);
    expect(alerts[1]?.textContent).not.toContain('server.error');
    expect(await screen.findByText('No dishes')).toBeTruthy();
  });

  it('keeps its filters in the address, and the CSV follows them', async () => {
    await useLanguage('en');
    const { router } = renderWithApp(<Dishes remove={{ mutate: vi.fn(), error: null }} />, {
      path: '/dishes?page=2',
    });
    const search = await screen.findByRole('textbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'ris' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toBe('?search=ris'));
    expect(screen.getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe('/dishes.csv?search=ris');
  });
});
