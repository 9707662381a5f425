import '../test/setup';
import { Title } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { SectionCard } from './section-card';

describe('SectionCard', () => {
  it('is a section named by its heading and marked with its box', async () => {
    renderWithApp(
      <SectionCard box="pin" titleId="utility-pin" id="anchor">
        <Title order={2} id="utility-pin">
          PIN
        </Title>
        <p>1234</p>
      </SectionCard>,
    );
    const section = await screen.findByRole('region', { name: 'PIN' });
    expect(section.tagName).toBe('SECTION');
    expect(section.getAttribute('data-box')).toBe('pin');
    expect(section.id).toBe('anchor');
    expect(section.textContent).toContain('1234');
  });
});
