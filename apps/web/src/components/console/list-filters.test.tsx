import '../../test/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, useLanguage } from '../../test/render';
import { choices, Filters, searchField, selectField } from './list-filters';
import { useTableQuery } from './use-table-query';

const FILTERS = ['search', 'state'] as const;

function TicketFilters() {
  const controls = useTableQuery(FILTERS);
  return (
    <Filters
      controls={controls}
      fields={[
        searchField('search', 'Search'),
        selectField(
          'state',
          'State',
          undefined,
          choices(['open', 'closed'], (s) => s.toUpperCase()),
          {
            fallback: 'open',
          },
        ),
      ]}
    />
  );
}

const stateInput = () =>
  screen.getAllByLabelText('State').find((element) => element.tagName === 'INPUT') as HTMLInputElement;

describe('Filters — a list’s filters from their description', () => {
  it('shows a choice with a fallback as chosen when the address has none, and choosing it takes the filter away', async () => {
    await useLanguage('en');
    const { router } = renderWithApp(<TicketFilters />, { path: '/tickets?state=closed' });
    await screen.findAllByLabelText('State');
    expect(stateInput().value).toBe('CLOSED');
    fireEvent.click(stateInput());
    fireEvent.click(await screen.findByRole('option', { name: 'OPEN' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(stateInput().value).toBe('OPEN');
  });
});
