import '../../test/setup';
import { Badge } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderWithApp, useLanguage } from '../../test/render';
import {
  BackButton,
  BackLink,
  Fact,
  FactGrid,
  Notices,
  RecordSection,
  RecordStatus,
  RecordUnread,
} from './record-page';

describe('record page', () => {
  beforeAll(() => useLanguage('en'));

  it('links back to the list, as a button or as a small link', async () => {
    renderWithApp(
      <>
        <BackButton to="/staff/shop/products">Products</BackButton>
        <BackLink to="/staff/tickets">Tickets</BackLink>
      </>,
    );
    expect((await screen.findByRole('link', { name: 'Products' })).getAttribute('href')).toBe(
      '/staff/shop/products',
    );
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/staff/tickets');
  });

  it('shows the loader while the record is read, then why it could not be', async () => {
    const { unmount } = renderWithApp(<RecordUnread error={null} />);
    expect(await screen.findByLabelText(/loading/i)).toBeTruthy();
    unmount();
    renderWithApp(<RecordUnread error={new ApiError(500, 'internal', 'boom')} />);
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });

  it('says what went well until closed, and what went wrong, in one live region', async () => {
    const onClose = vi.fn();
    renderWithApp(
      <Notices
        message="Saved"
        onClose={onClose}
        closeLabel="Close"
        error={new ApiError(500, 'internal', 'x')}
      >
        <p>Note</p>
      </Notices>,
    );
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Saved');
    expect(status.closest('[aria-live="polite"]')).toBe(
      screen.getByRole('alert').closest('[aria-live="polite"]'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByText('Note')).toBeTruthy();
  });

  it('says nothing when nothing happened; a message without onClose cannot be closed', async () => {
    const { container, unmount } = renderWithApp(<Notices />);
    await screen.findByText((_, element) => element?.getAttribute('aria-live') === 'polite');
    expect(container.querySelector('[role="status"], [role="alert"]')).toBeNull();
    unmount();
    renderWithApp(<Notices message="Refunded" />);
    expect((await screen.findByRole('status')).textContent).toContain('Refunded');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a record changed meanwhile in the page’s words, any other error as its text', async () => {
    const stale = new ApiError(409, 'staff.staleRecord', 'stale');
    const { unmount } = renderWithApp(<Notices error={stale} staleText="Reloaded: check it again." />);
    expect((await screen.findByRole('alert')).textContent).toBe('Reloaded: check it again.');
    unmount();
    renderWithApp(
      <Notices
        error={new ApiError(409, 'staff.registrationNumberTaken', 'taken')}
        staleText="Reloaded: check it again."
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This registration number belongs to another person.',
    );
  });

  it('shows the status, the facts and a section named by its heading', async () => {
    renderWithApp(
      <>
        <RecordStatus badge={<Badge>Open</Badge>}>1 March 2026</RecordStatus>
        <FactGrid below={<Fact label="Description">A long text</Fact>}>
          <Fact label="Person">Ada</Fact>
        </FactGrid>
        <RecordSection id="lines" title="Lines">
          <p>three lines</p>
        </RecordSection>
      </>,
    );
    expect(await screen.findByText('Open')).toBeTruthy();
    expect(screen.getByText('1 March 2026')).toBeTruthy();
    expect(screen.getByText('Person').nextElementSibling?.textContent).toBe('Ada');
    expect(screen.getByText('Description').nextElementSibling?.textContent).toBe('A long text');
    const section = screen.getByRole('region', { name: 'Lines' });
    expect(section.textContent).toContain('three lines');
  });
});
