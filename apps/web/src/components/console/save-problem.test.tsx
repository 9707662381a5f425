import '../../test/setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderWithApp, useLanguage } from '../../test/render';
import { SaveProblem } from './save-problem';

const stale = new ApiError(409, 'staff.staleRecord');
const refused = new ApiError(400, 'request.invalid', 'bad', { name: 'staff.nameMissing' });
const failed = new ApiError(500, 'server.error');

describe('SaveProblem — what went wrong with a save in the console', () => {
  it('says nothing when all went well, or when the form shows the refusal under its fields', async () => {
    await useLanguage('en');
    const { container } = renderWithApp(
      <>
        <SaveProblem error={null} />
        <SaveProblem error={refused} />
      </>,
    );
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('says a record changed meanwhile in the page’s words', async () => {
    await useLanguage('en');
    renderWithApp(<SaveProblem error={stale} staleText="This lesson changed meanwhile." />);
    expect((await screen.findByRole('alert')).textContent).toBe('This lesson changed meanwhile.');
  });

  it('falls back to the translated code (Italian), and says nothing when the page says it itself', async () => {
    await useLanguage('it', ['errors']);
    renderWithApp(
      <>
        <SaveProblem error={stale} />
        <SaveProblem error={stale} staleText={null} />
      </>,
    );
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toMatch(/modificat/);
  });

  it('shows any other error as its translated text', async () => {
    await useLanguage('en', ['errors']);
    renderWithApp(<SaveProblem error={failed} />);
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect((await screen.findByRole('alert')).textContent).not.toContain('server.error');
  });
});
