import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme, variantColorResolver } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const colors = (variant: string, color: string) => variantColorResolver({ variant, color, theme: full });

describe('the light and subtle looks of a colour with a shade', () => {
  it.each(['teal.9', 'red.9', 'grape.9'])(
    'an Alert or light Badge in %s is the light look: pale background, shade-9 text',
    (color) => {
      const name = color.split('.')[0];
      expect(colors('light', color)).toMatchObject({
        background: `var(--mantine-color-${name}-light)`,
        color: `var(--mantine-color-${name}-light-color)`,
      });
      expect(colors('light', color)).toEqual(colors('light', name!));
    },
  );

  it('a subtle button in red.9 has the shade-9 text of red, not shade 6', () => {
    expect(colors('subtle', 'red.9').color).toBe('var(--mantine-color-red-light-color)');
  });

  it('filled and outline keep the shade named', () => {
    expect(colors('filled', 'red.9').background).toBe('var(--mantine-color-red-9)');
    expect(colors('outline', 'teal.9').color).toBe('var(--mantine-color-teal-9)');
  });

  it.each(['teal', 'red', 'grape', 'alma'])(
    'the light colour of %s is its shade 9 in the light scheme (what the rule relies on)',
    (name) => {
      expect(defaultCssVariablesResolver(full).light[`--mantine-color-${name}-light-color`]).toBe(
        `var(--mantine-color-${name}-9)`,
      );
    },
  );

  it.each(['teal', 'red', 'grape', 'alma'])('the light look of %s is drawn on its shade 0', (name) => {
    expect(cssVariablesResolver(full).light[`--mantine-color-${name}-light`]).toBe(
      `var(--mantine-color-${name}-0)`,
    );
  });
});
