import '../test/setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('is aria-invalid while it shows an error, and not otherwise', async () => {
    renderWithApp(
      <>
        <PasswordField label="Password" error="Campo obbligatorio" />
        <PasswordField label="Conferma" />
      </>,
    );
    expect((await screen.findByLabelText('Password')).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Conferma').getAttribute('aria-invalid')).toBeNull();
  });
});
