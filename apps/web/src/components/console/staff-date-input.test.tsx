import '../../test/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderWithApp, useLanguage } from '../../test/render';
import { StaffDateInput, StaffDatesProvider } from './staff-date-input';

function Harness({ initial, onChange }: { initial: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StaffDatesProvider>
      <StaffDateInput
        label="Day"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </StaffDatesProvider>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Day' }) as HTMLInputElement;

describe("the console's date inputs follow the page's language, not the browser's", () => {
  it('an English page shows an English date, an Italian page an Italian one', async () => {
    await useLanguage('en', ['staff']);
    renderWithApp(<Harness initial="2026-05-01" />);
    await waitFor(() => expect(input().value).toBe('1 May 2026'));
    await i18n.changeLanguage('it');
    await waitFor(() => expect(input().value).toBe('1 maggio 2026'));
  });

  it('an Italian page from the start, and its calendar in Italian', async () => {
    await useLanguage('it', ['staff']);
    renderWithApp(<Harness initial="2026-09-06" />);
    await waitFor(() => expect(input().value).toBe('6 settembre 2026'));
    fireEvent.click(input());
    expect(await screen.findByRole('button', { name: 'Scegli il mese' })).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Scegli il mese' })).textContent).toBe(
      'settembre 2026',
    );
  });

  it('gives the form the day as YYYY-MM-DD, typed the way the portal shows dates', async () => {
    await useLanguage('it', ['staff']);
    const onChange = vi.fn();
    renderWithApp(<Harness initial="" onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '15/07/2027' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2027-07-15'));
    fireEvent.blur(input());
    await waitFor(() => expect(input().value).toBe('15 luglio 2027'));
    fireEvent.change(input(), { target: { value: '' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });
});
