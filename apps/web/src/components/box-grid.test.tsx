import '../test/setup';
import { IconInfoCircle } from '@tabler/icons-react';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp, useLanguage } from '../test/render';
import { BoxGrid } from './box-grid';

describe('BoxGrid', () => {
  beforeAll(() => useLanguage('it'));

  it('renders internal, external, informative, disabled and hidden boxes', async () => {
    renderWithApp(
      <BoxGrid
        boxes={[
          { id: 'in', icon: IconInfoCircle, title: 'Interno', text: 'a', to: '/info' },
          { id: 'out', icon: IconInfoCircle, title: 'Esterno', text: 'b', href: 'https://example.com/x' },
          { id: 'mail', icon: IconInfoCircle, title: 'Posta', text: 'c', href: 'mailto:a@b.it' },
          { id: 'plain', icon: IconInfoCircle, title: 'Solo testo', text: 'd' },
          { id: 'off', icon: IconInfoCircle, title: 'Spento', text: 'e', to: '/diplomati', disabled: true },
          { id: 'gone', icon: IconInfoCircle, title: 'Nascosto', text: 'f', to: '/x', hidden: true },
        ]}
      />,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(screen.queryByText('Nascosto')).toBeNull();

    expect(screen.getByRole('link', { name: 'Interno' }).getAttribute('href')).toBe('/info');

    const external = screen.getByRole('link', { name: /Esterno/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.textContent).toContain('(si apre in una nuova scheda)');

    const mail = screen.getByRole('link', { name: 'Posta' });
    expect(mail.getAttribute('target')).toBeNull();

    const plain = items.find((item) => item.getAttribute('data-box') === 'plain');
    expect(plain && within(plain).queryByRole('link')).toBeNull();

    const disabled = items.find((item) => item.getAttribute('data-box') === 'off');
    expect(disabled?.getAttribute('aria-disabled')).toBe('true');
    expect(disabled && within(disabled).queryByRole('link')).toBeNull();
  });
});
