import '../../../test/setup';
import type { GetClothingResponse } from '@school/domain/candidate/contracts/update-clothing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../lib/api-client';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { ClothingTab } from './clothing-tab';

const NONE = { shoes: null, bomber: null, shirt: null, jacket: null, vest: null, trousers: null, polo: null };
const OPEN: GetClothingResponse = {
  isEditable: true,
  formState: 'open',
  // deliberately unsorted: the tab sorts with the domain's sortSizes
  offer: {
    shoes: ['40', '38', '39'],
    bomber: [],
    shirt: ['L', 'XS', 'M', 'S'],
    jacket: [],
    vest: [],
    trousers: ['50', '48'],
    polo: ['XL', 'S'],
  },
  sizes: NONE,
};

function mockServer(clothing: GetClothingResponse, puts: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url === '/api/candidate/clothing' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, string>;
        puts.push(body);
        return jsonResponse(200, {
          ...clothing,
          isEditable: false,
          formState: 'sent',
          sizes: { ...NONE, ...body },
        });
      }
      if (url === '/api/candidate/clothing') return jsonResponse(200, clothing);
      return jsonResponse(200, {});
    }),
  );
}

const options = (label: string) =>
  [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.value);
const confirm = () => screen.getByRole('button', { name: 'Conferma taglie' });

describe('ClothingTab — "size selects per item plus a carousel of 8 size-chart images"', {
  timeout: 20_000,
}, () => {
  beforeAll(() => useLanguage('it', ['candidate', 'errors']));
  beforeEach(() => resetApiClientForTests());

  it('offers one select per offered item, sizes sorted, and confirms only when every size is chosen', async () => {
    const puts: unknown[] = [];
    mockServer(OPEN, puts);
    renderWithApp(<ClothingTab />);
    expect(await screen.findByLabelText('Scarpe')).toBeTruthy();
    expect(screen.queryByLabelText('Bomber')).toBeNull();
    expect(screen.queryByLabelText('Gilet')).toBeNull();
    expect(options('Scarpe')).toEqual(['', '38', '39', '40']);
    expect(options('Camicia')).toEqual(['', 'XS', 'S', 'M', 'L']);
    expect(options('Polo')).toEqual(['', 'S', 'XL']);
    expect(confirm().hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByLabelText('Scarpe'), { target: { value: '39' } });
    fireEvent.change(screen.getByLabelText('Camicia'), { target: { value: 'M' } });
    fireEvent.change(screen.getByLabelText('Pantaloni'), { target: { value: '48' } });
    expect(confirm().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Polo'), { target: { value: 'S' } });
    expect(confirm().hasAttribute('disabled')).toBe(false);

    fireEvent.click(confirm());
    expect(await screen.findByText('Taglie aggiornate correttamente!')).toBeTruthy();
    expect(puts).toEqual([{ shoes: '39', shirt: 'M', trousers: '48', polo: 'S' }]);
    // Locked: the sizes sent are listed, no select is left.
    await waitFor(() => expect(screen.queryAllByRole('combobox')).toHaveLength(0));
    expect(document.querySelector('[data-detail="shoes"]')?.textContent).toBe('Scarpe39');
    expect(document.querySelector('[data-detail="polo"]')?.textContent).toBe('PoloS');
    expect(screen.queryByRole('button', { name: 'Conferma taglie' })).toBeNull();
  });

  it('is read-only when the server says so', async () => {
    mockServer({ ...OPEN, isEditable: false, formState: 'sent', sizes: { ...NONE, shoes: '38' } }, []);
    renderWithApp(<ClothingTab />);
    expect(
      await screen.findByText('Le taglie sono già state inviate e non possono più essere modificate.'),
    ).toBeTruthy();
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(document.querySelector('[data-detail="shoes"]')?.textContent).toBe('Scarpe38');
    expect(document.querySelector('[data-detail="shirt"]')?.textContent).toBe('CamiciaNon scelta');
    expect(screen.queryByRole('button', { name: 'Conferma taglie' })).toBeNull();
  });

  it('says the sizes are not asked for yet when the form was never opened, not that they were sent', async () => {
    mockServer({ ...OPEN, isEditable: false, formState: 'notOpen' }, []);
    renderWithApp(<ClothingTab />);
    expect(await screen.findByText(/Le taglie non sono ancora richieste/)).toBeTruthy();
    expect(screen.queryByText(/già state inviate/)).toBeNull();
  });

  it('shows the 8 size charts, lazily loaded, each with a text alternative', async () => {
    mockServer(OPEN, []);
    renderWithApp(<ClothingTab />);
    const gallery = await screen.findByRole('list', { name: 'Tabelle delle taglie' });
    const images = [...gallery.querySelectorAll('img')];
    expect(images).toHaveLength(8);
    expect(images.every((img) => img.getAttribute('loading') === 'lazy' && (img.alt ?? '').length > 20)).toBe(
      true,
    );
    expect(images[0]?.getAttribute('src')).toBe('/size-charts/shoes.svg');
    expect(screen.getByRole('button', { name: 'Tabella successiva' })).toBeTruthy();
  });
});
