import '../../../test/setup';
import type { GetUtilityEnrolmentResponse } from '@school/domain/utility/contracts/staff-utility';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import UtilityEnrolmentPage from './utility-enrolment-page';

const ENROLMENT: GetUtilityEnrolmentResponse = {
  enrolment: { id: 'e1', name: 'Cucina professionale 2026', isActive: true },
  person: {
    id: 'u1',
    firstName: 'Luca',
    lastName: 'Bianchi',
    email: 'luca@example.org',
    registrationNumber: null,
  },
  courseLocker: null,
  examLocker: { id: 'l2', kind: 'exam', name: 'E-12', freeFrom: null, version: 'lv1' },
  books: [],
};

afterEach(() => vi.unstubAllGlobals());

type Answer = (method: string, url: string, body: unknown) => Response | undefined;

/** The fake API: the enrolment read, every change recorded and answered by `answer` (or as saved). */
function fakeApi(answer: Answer = () => undefined) {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      const method = init?.method ?? 'GET';
      if (method === 'GET') return jsonResponse(200, ENROLMENT);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      return answer(method, url, body) ?? jsonResponse(200, ENROLMENT);
    }),
  );
  return sent;
}

describe('the enrolment’s lockers and books (Segreteria)', () => {
  it('checks a locker with the contract, then sets it on the version read (none yet: null)', async () => {
    await useLanguage('en', ['utility', 'errors']);
    const sent = fakeApi();
    renderWithApp(<UtilityEnrolmentPage />);
    const course = await screen.findByRole('region', { name: 'Course locker' });
    fireEvent.click(within(course).getByRole('button', { name: 'Save' }));
    expect(await within(course).findByText(/required/i)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(course).getByRole('textbox', { name: /^Locker/ }), {
      target: { value: ' C-3 ' },
    });
    fireEvent.click(within(course).getByRole('button', { name: 'Save' }));
    expect(await within(course).findByText('Locker saved')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: expect.stringMatching(/\/lockers\/course$/),
        body: { locker: { name: 'C-3', freeFrom: null }, version: null },
      },
    ]);
  });

  it('clears a locker on its version; a stale version is said, a refusal shown under its field', async () => {
    await useLanguage('en', ['utility', 'errors']);
    let call = 0;
    const sent = fakeApi(() => {
      call += 1;
      if (call === 1) return jsonResponse(409, { error: { code: 'staff.staleRecord', message: 'x' } });
      if (call === 2)
        return jsonResponse(400, {
          error: { code: 'request.invalid', message: 'x', fields: { name: 'request.invalid' } },
        });
      return undefined;
    });
    renderWithApp(<UtilityEnrolmentPage />);
    const exam = await screen.findByRole('region', { name: 'Exam locker' });
    fireEvent.click(within(exam).getByRole('button', { name: 'Remove the locker' }));
    expect((await within(exam).findByRole('alert')).textContent).toBe(
      'This record was changed in the meantime: reload it and try again.',
    );
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { locker: null, version: 'lv1' } });

    fireEvent.click(within(exam).getByRole('button', { name: 'Save' }));
    const name = within(exam).getByRole('textbox', { name: /^Locker/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(sent[1]).toMatchObject({ body: { locker: { name: 'E-12', freeFrom: null }, version: 'lv1' } });
    expect(within(exam).queryByRole('alert')).toBeNull();

    fireEvent.click(within(exam).getByRole('button', { name: 'Remove the locker' }));
    expect(await within(exam).findByText('Locker removed')).toBeTruthy();
  });

  it('adds a book, its refusal per field under the field', async () => {
    await useLanguage('en', ['utility', 'errors']);
    let call = 0;
    const sent = fakeApi(() => {
      call += 1;
      return call === 1
        ? jsonResponse(400, {
            error: { code: 'request.invalid', message: 'x', fields: { code: 'request.invalid' } },
          })
        : undefined;
    });
    renderWithApp(<UtilityEnrolmentPage />);
    const books = await screen.findByRole('region', { name: 'Digital books' });
    fireEvent.click(within(books).getByRole('button', { name: 'Add book' }));
    expect((await within(books).findAllByText(/required/i)).length).toBe(2);
    expect(sent).toEqual([]);

    fireEvent.change(within(books).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Il cucchiaio' },
    });
    fireEvent.change(within(books).getByRole('textbox', { name: /^Code/ }), { target: { value: 'ABC-1' } });
    fireEvent.click(within(books).getByRole('button', { name: 'Add book' }));
    const code = within(books).getByRole('textbox', { name: /^Code/ });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(sent[0]).toMatchObject({ method: 'POST', body: { title: 'Il cucchiaio', code: 'ABC-1' } });

    fireEvent.click(within(books).getByRole('button', { name: 'Add book' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() =>
      expect((within(books).getByRole('textbox', { name: /^Code/ }) as HTMLInputElement).value).toBe(''),
    );
  });
});
