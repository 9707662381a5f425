import '../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp, useLanguage } from '../test/render';
import { useLeaveGuard } from './use-leave-guard';

function Form({ name }: { name: string }) {
  const [isDirty, setIsDirty] = useState(false);
  const modal = useLeaveGuard(isDirty);
  return (
    <div>
      <button type="button" onClick={() => setIsDirty(true)}>
        {`edit ${name}`}
      </button>
      {modal}
    </div>
  );
}

describe('useLeaveGuard — "Si desidera uscire?"', () => {
  it('asks before leaving when any of several forms of the page is dirty', async () => {
    await useLanguage('it');
    const { router } = renderWithApp(
      <>
        <Form name="first" />
        <Form name="second" />
        <Link to="/altrove">esci</Link>
      </>,
      { path: '/profilo' },
    );
    // The first form is dirty; React Router only consults the blocker registered last (the second).
    fireEvent.click(screen.getByRole('button', { name: 'edit first' }));
    fireEvent.click(screen.getByRole('link', { name: 'esci' }));
    expect(await screen.findByText('Si desidera uscire?')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profilo');
    fireEvent.click(screen.getByRole('button', { name: 'Esci' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('lets people leave when nothing changed', async () => {
    await useLanguage('it');
    renderWithApp(
      <>
        <Form name="first" />
        <Form name="second" />
        <Link to="/altrove">esci</Link>
      </>,
      { path: '/profilo' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'esci' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });
});
