import '../test/setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { DateField, NameFields, SexSelect } from './person-fields';

describe('the person fields', () => {
  it("names: first then last, each filled in by the browser as the person's own, with the form's props", async () => {
    renderWithApp(
      <NameFields
        label={(field) => (field === 'firstName' ? 'Nome' : 'Cognome')}
        inputProps={(field) => ({ required: field === 'lastName', maxLength: 40 })}
      />,
    );
    const first = await screen.findByRole('textbox', { name: 'Nome' });
    const last = screen.getByRole('textbox', { name: /^Cognome/ });
    expect(first.getAttribute('autocomplete')).toBe('given-name');
    expect(last.getAttribute('autocomplete')).toBe('family-name');
    expect(first.hasAttribute('required')).toBe(false);
    expect(last.hasAttribute('required')).toBe(true);
    expect(first.compareDocumentPosition(last) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sex: "choose" first, then female and male', async () => {
    renderWithApp(
      <SexSelect
        label="Sesso"
        chooseLabel="Seleziona"
        sexLabel={(sex) => (sex === 'F' ? 'Femmina' : 'Maschio')}
      />,
    );
    const select = await screen.findByRole('combobox', { name: 'Sesso' });
    const options = Array.from(select.querySelectorAll('option')).map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['', 'Seleziona'],
      ['F', 'Femmina'],
      ['M', 'Maschio'],
    ]);
  });

  it('date: the range 1900-01-01 to 2100-12-31, unless the form narrows it', async () => {
    renderWithApp(
      <>
        <DateField label="Data di nascita" />
        <DateField label="Data dell'appuntamento" min="2026-11-30" />
      </>,
    );
    const birth = await screen.findByLabelText('Data di nascita');
    expect([birth.getAttribute('type'), birth.getAttribute('min'), birth.getAttribute('max')]).toEqual([
      'date',
      '1900-01-01',
      '2100-12-31',
    ]);
    expect(screen.getByLabelText("Data dell'appuntamento").getAttribute('min')).toBe('2026-11-30');
  });
});
