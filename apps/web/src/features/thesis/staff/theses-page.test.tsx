import '../../../test/setup';
import type {
  ShoppingListResponse,
  StaffTheses,
  StaffThesis,
} from '@school/domain/thesis/contracts/staff-thesis';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import ShoppingListPage from './shopping-list-page';
import ThesesPage from './theses-page';
import ThesisPage from './thesis-page';

const EDITION = {
  productCode: 'CUCINA-2026B',
  courseName: 'Corso Superiore di Cucina Italiana',
  editionName: '2026B',
};
const student = (firstName: string, lastName: string) => ({
  userId: `u-${firstName}`,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  registrationNumber: null,
});

const THESES: StaffTheses = {
  edition: EDITION,
  slug: 'final',
  examType: 'Esame Finale',
  hasConditions: true,
  budgetCents: 15_000,
  locked: false,
  lockDate: '2026-12-10',
  items: [
    {
      id: 't1',
      student: student('Marco', 'Ripescati'),
      dishCount: 2,
      lineCount: 7,
      totalCents: 15_275,
      overBudget: true,
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 't2',
      student: student('Luca', 'Studenti'),
      dishCount: 2,
      lineCount: 11,
      totalCents: 4216,
      overBudget: false,
      updatedAt: '2026-11-21T10:00:00.000Z',
    },
  ],
};

const THESIS: StaffThesis = {
  student: student('Marco', 'Ripescati'),
  edition: EDITION,
  thesis: {
    id: 't1',
    slug: 'final',
    examType: 'Esame Finale',
    name: 'tesi',
    conditions: null,
    thesisFile: null,
    hasDossier: true,
    dossierFile: null,
    lockDate: '2026-12-10',
    lockDateShown: true,
    locked: false,
    thesisDeadline: null,
    dossierDeadline: null,
    thesisUploadOpen: true,
    dossierUploadOpen: true,
    canAddDish: true,
    totalCents: 15_275,
    budgetCents: 15_000,
    overBudget: true,
    dishes: [
      {
        id: 'd1',
        position: 1,
        name: 'FILETTO ALLA ROSSINI',
        description: 'FILETTO DI MANZO E TARTUFO',
        dishType: 'Secondo',
        drinkAccompaniment: false,
        drinkType: '',
        drinkName: '',
        drinkNotes: '',
        noIngredientsRequired: false,
        noEquipmentRequired: false,
        totalCents: 8700,
        lines: [
          {
            id: 'l1',
            position: 1,
            type: 'Ingrediente',
            productId: 'p1',
            name: 'Filetto di manzo',
            note: 'Filetto di manzo',
            unit: 'KG',
            quantity: 1.5,
            quantityThousandths: 1500,
            code: 'ING-CAR-001',
            category: 'Carni',
            units: ['KG'],
            unitCostCents: 4200,
            ignoreCost: false,
            costCents: 6300,
          },
        ],
      },
    ],
  },
};

const SHOPPING: ShoppingListResponse = {
  edition: EDITION,
  slug: 'final',
  examType: 'Esame Finale',
  thesisCount: 2,
  dishCount: 4,
  rows: [
    {
      itemId: 'p2',
      type: 'Ingrediente',
      code: 'ING-FAR-003',
      name: 'Riso Carnaroli',
      category: 'Farine e cereali',
      unit: 'KG',
      quantityThousandths: 1000,
      lineCount: 3,
      unitCostCents: 150,
      costCents: 150,
    },
  ],
  totalCents: 150,
};

function server() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url === '/api/me') return jsonResponse(200, { user: meWith(['Dipendente'], ['Tesi']) });
      if (url === '/api/staff/editions') return jsonResponse(200, { items: [] });
      if (url === '/api/staff/thesis/editions/CUCINA-2026B/exams/final/theses')
        return jsonResponse(200, THESES);
      if (url === '/api/staff/thesis/editions/CUCINA-2026B/exams/final/shopping-list')
        return jsonResponse(200, SHOPPING);
      if (url === '/api/staff/thesis/theses/t1') return jsonResponse(200, THESIS);
      return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
    }),
  );
  return urls;
}

describe('the theses of an exam', () => {
  it('lists each student’s total with the over-budget badge, each thesis linked (Italian)', async () => {
    await useLanguage('it', ['thesis', 'staff']);
    server();
    renderWithApp(<ThesesPage />, { path: '/staff/thesis/theses?edition=CUCINA-2026B&exam=final' });

    const table = await screen.findByRole('table', { name: 'Tesi degli studenti' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Ripescati Marco' }).getAttribute('href')).toBe(
      '/staff/thesis/theses/t1',
    );
    expect(within(rows[1]!).getByText('Fuori Budget')).toBeTruthy();
    expect(within(rows[1]!).getByText(/152,75/)).toBeTruthy();
    expect(within(rows[2]!).queryByText('Fuori Budget')).toBeNull();
    expect(screen.getByText(/Budget € 150,00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lista della spesa' }).getAttribute('href')).toBe(
      '/staff/thesis/shopping-list?edition=CUCINA-2026B&exam=final',
    );
  });

  it('asks for an edition first (English)', async () => {
    await useLanguage('en', ['thesis', 'staff']);
    const urls = server();
    renderWithApp(<ThesesPage />, { path: '/staff/thesis/theses' });
    expect(await screen.findByText('Choose a course edition to see its theses.')).toBeTruthy();
    expect(urls.some((url) => url.includes('/theses'))).toBe(false);
  });
});

describe('one thesis, read only', () => {
  it('shows its dishes, lines with their costs and the totals, without any field to change (English)', async () => {
    await useLanguage('en', ['thesis', 'staff']);
    server();
    // Mounted at its route, as the console does, so that the page reads the thesis's id.
    const router = createMemoryRouter([{ path: '/staff/thesis/theses/:id', element: <ThesisPage /> }], {
      initialEntries: ['/staff/thesis/theses/t1'],
    });
    render(
      <AppProvider
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        env="test"
      >
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Thesis of Marco Ripescati' })).toBeTruthy();
    expect(screen.getByText('Over budget')).toBeTruthy();
    const dish = screen.getByRole('region', { name: '1. FILETTO ALLA ROSSINI' });
    expect(within(dish).getByText('1.500 KG')).toBeTruthy();
    expect(within(dish).getByText(/63,00/)).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByRole('link', { name: "The exam's theses" }).getAttribute('href')).toBe(
      '/staff/thesis/theses?edition=CUCINA-2026B&exam=final',
    );
  });
});

describe('the shopping list', () => {
  it('shows the summed quantities and costs, and links the CSV in the console’s language (Italian)', async () => {
    await useLanguage('it', ['thesis', 'staff']);
    server();
    renderWithApp(<ShoppingListPage />, { path: '/staff/thesis/shopping-list?edition=CUCINA-2026B' });
    const table = await screen.findByRole('table', { name: 'Lista della spesa' });
    expect(within(table).getByText('1,000 KG')).toBeTruthy();
    expect(within(table).getByText('Riso Carnaroli')).toBeTruthy();
    expect(screen.getByText('2 tesi, 4 piatti')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scarica CSV' }).getAttribute('href')).toBe(
      '/api/staff/thesis/editions/CUCINA-2026B/exams/final/shopping-list.csv?lang=it',
    );
  });
});
