import '../../test/setup';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { DateCell, NameWithTags, stateColumn } from './list-cells';
import { CreateButton, pagedList } from './list-page';

describe('list cells', () => {
  it('shows a name in bold with only the tags that apply', async () => {
    renderWithApp(
      <NameWithTags
        name="Risotto"
        tags={[
          { show: true, text: 'Hidden', color: 'gray.7' },
          { show: false, text: 'Promotion', color: 'red.9' },
          { show: '', text: 'Empty group', color: 'grape.9' },
          { show: 'P01', text: 'P01', color: 'blue', variant: 'light' },
        ]}
      />,
    );
    expect(await screen.findByText('Risotto')).toBeTruthy();
    expect(screen.getByText('Hidden')).toBeTruthy();
    expect(screen.getByText('P01')).toBeTruthy();
    expect(screen.queryByText('Promotion')).toBeNull();
    expect(screen.queryByText('Empty group')).toBeNull();
  });

  it('says a state in its words', async () => {
    const column = stateColumn<{ active: boolean }>('active', 'State', (row) => row.active, [
      'Active',
      'Inactive',
    ]);
    expect(column.accessor).toBe('active');
    expect(column.title).toBe('State');
    renderWithApp(
      <>
        {column.render?.({ active: true }, 0)}
        {column.render?.({ active: false }, 1)}
      </>,
    );
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
  });

  it('keeps a date in one piece', async () => {
    renderWithApp(<DateCell>18-11-2026 09:30</DateCell>);
    expect((await screen.findByText('18-11-2026 09:30')).style.whiteSpace).toBe('nowrap');
  });

  it('opens the form or the new record’s page from the "New" button', async () => {
    const open = vi.fn();
    renderWithApp(
      <>
        <CreateButton onClick={open}>New room</CreateButton>
        <CreateButton to="/staff/shop/products/new">New product</CreateButton>
      </>,
    );
    (await screen.findByRole('button', { name: 'New room' })).click();
    expect(open).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'New product' }).getAttribute('href')).toBe(
      '/staff/shop/products/new',
    );
  });

  it('reads a page of a list as the list takes it', () => {
    expect(pagedList({ data: { items: ['a'], total: 41 }, isFetching: true }, 20)).toEqual({
      records: ['a'],
      total: 41,
      pageSize: 20,
      fetching: true,
    });
    expect(pagedList({ data: undefined, isFetching: false }, 20)).toEqual({
      records: undefined,
      total: undefined,
      pageSize: 20,
      fetching: false,
    });
  });
});
