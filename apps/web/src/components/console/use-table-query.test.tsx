import '../../test/setup';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTableQuery } from './use-table-query';

function setup(initial: string) {
  let hookRouter: ReturnType<typeof createMemoryRouter> | undefined;
  const hook = renderHook(
    () => useTableQuery(['type', 'state'] as const, { sort: { column: 'uploadedAt', direction: 'asc' } }),
    {
      wrapper: ({ children }: { children: ReactNode }) => {
        hookRouter ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [initial] });
        return <RouterProvider router={hookRouter} />;
      },
    },
  );
  return { hook, router: () => hookRouter as ReturnType<typeof createMemoryRouter> };
}

describe('useTableQuery: a staff list’s page, sort and filters live in the address', () => {
  it('reads them from the address, with the default sort when none is named', () => {
    const { hook } = setup('/staff/documents?page=3&type=IT_Passaporto&other=x');
    expect(hook.result.current.query).toEqual({
      page: 3,
      sort: { column: 'uploadedAt', direction: 'asc' },
      filters: { type: 'IT_Passaporto' },
    });
    expect(hook.result.current.apiParams).toEqual({
      page: '3',
      sort: 'uploadedAt',
      dir: 'asc',
      type: 'IT_Passaporto',
    });
  });

  it('a filter or a sort goes back to the first page; a page is kept in the address', () => {
    const { hook, router } = setup('/staff/documents?page=3');
    act(() => hook.result.current.setFilter('state', 'Richiesto'));
    expect(router().state.location.search).toBe('?state=Richiesto');
    act(() => hook.result.current.setPage(2));
    expect(router().state.location.search).toBe('?state=Richiesto&page=2');
    act(() => hook.result.current.setSort({ column: 'name', direction: 'desc' }));
    expect(hook.result.current.query.sort).toEqual({ column: 'name', direction: 'desc' });
    expect(hook.result.current.query.page).toBe(1);
    act(() => hook.result.current.setFilter('state', null));
    expect(hook.result.current.query.filters).toEqual({});
  });

  it('ignores a page that is not a positive number', () => {
    expect(setup('/x?page=-2').hook.result.current.query.page).toBe(1);
    expect(setup('/x?page=abc').hook.result.current.query.page).toBe(1);
  });
});
