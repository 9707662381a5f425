import '../test/setup';
import { Input } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, useLanguage } from '../test/render';
import { FilePicker, type FilePickerProps } from './file-picker';

/** A field as the pages build it: the wrapper's label and description, the picker inside. */
function Field(props: Omit<FilePickerProps, 'id'>) {
  return (
    <Input.Wrapper id="cv" label="Curriculum" description="PDF, al massimo 4,5 MB">
      <FilePicker id="cv" aria-describedby="cv-description" {...props} />
    </Input.Wrapper>
  );
}

/** The visible button: out of the accessibility tree (the input is the control), found by its text. */
const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;

describe('FilePicker', () => {
  it('keeps the native input, named by the label and described by the description', async () => {
    await useLanguage('it');
    renderWithApp(<Field accept=".pdf" required />);
    const input = (await screen.findByLabelText('Curriculum')) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf');
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe('cv-description');
    expect(document.getElementById('cv-description')?.textContent).toBe('PDF, al massimo 4,5 MB');
    // The button is no second control: out of the tab order and of the accessibility tree.
    expect(screen.queryByRole('button')).toBeNull();
    expect(button('Scegli un file').tabIndex).toBe(-1);
  });

  it('writes the button in the page language', async () => {
    await useLanguage('it');
    const { unmount } = renderWithApp(<Field />);
    expect(await screen.findByText('Scegli un file')).toBeTruthy();
    unmount();
    await useLanguage('en');
    renderWithApp(<Field />);
    expect(await screen.findByText('Choose a file')).toBeTruthy();
    await useLanguage('it');
  });

  it("says the place's own words when it has them", async () => {
    await useLanguage('it');
    renderWithApp(<Field>Aggiungi allegati</Field>);
    expect(await screen.findByText('Aggiungi allegati')).toBeTruthy();
    expect(screen.queryByText('Scegli un file')).toBeNull();
  });

  it('opens the input when the button is clicked', async () => {
    await useLanguage('it');
    renderWithApp(<Field />);
    const input = (await screen.findByLabelText('Curriculum')) as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(button('Scegli un file'));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('disables the input and the button together', async () => {
    await useLanguage('it');
    renderWithApp(<Field disabled />);
    const input = (await screen.findByLabelText('Curriculum')) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(button('Scegli un file').disabled).toBe(true);
  });

  it('gives the chosen files to onChange, and shows the name it is given', async () => {
    await useLanguage('it');
    const chosen = vi.fn();
    function Chooser() {
      const [name, setName] = useState<string | null>(null);
      return (
        <Field
          fileName={name}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            chosen(file);
            setName(file?.name ?? null);
          }}
        />
      );
    }
    renderWithApp(<Chooser />);
    const input = await screen.findByLabelText('Curriculum');
    await userEvent.upload(input, new File(['%PDF-1.7'], 'mio cv.pdf', { type: 'application/pdf' }));
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(chosen).toHaveBeenCalledWith(expect.objectContaining({ name: 'mio cv.pdf' }));
    expect(await screen.findByText('mio cv.pdf')).toBeTruthy();
  });

  it('forwards its ref to the input (a place clears it after sending)', async () => {
    await useLanguage('it');
    const ref = { current: null as HTMLInputElement | null };
    renderWithApp(<Field ref={ref} />);
    expect(await screen.findByLabelText('Curriculum')).toBe(ref.current);
  });
});
