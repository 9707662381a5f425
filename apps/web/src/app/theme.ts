import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  InputWrapper,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** ALMA bordeaux. Shade 8 (the primary shade) on white is about 9:1. */
const alma: MantineColorsTuple = [
  '#fcecee',
  '#f5d5d9',
  '#ecaab3',
  '#e27c8a',
  '#d95667',
  '#d43d51',
  '#c42e43',
  '#a82538',
  '#8c1d2c',
  '#701521',
];

/**
 * A light or subtle component (Alert, a light Badge, a subtle Button) takes its colour's light
 * look whether or not a shade is named: `color="teal.9"` reads as `teal`, whose text ("light
 * color") is shade 9 on the shade-1 background (AA). Mantine would otherwise paint a light
 * component with a shade as a solid box of that shade with text of the same colour, and cap a
 * subtle one's text at shade 6 (3.3:1 on white). Filled and outline keep the shade.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  if (input.variant === 'light' || input.variant === 'subtle') {
    const parsed = parseThemeColor({ color: input.color, theme: input.theme });
    if (parsed.isThemeColor && parsed.shade !== undefined)
      return defaultVariantColorsResolver({ ...input, color: parsed.color });
  }
  return defaultVariantColorsResolver(input);
};

export const theme = createTheme({
  primaryColor: 'alma',
  // Mantine's default shade fails WCAG AA with white text: use a darker one.
  primaryShade: { light: 8, dark: 8 },
  colors: { alma },
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  variantColorResolver,
  components: {
    // The required asterisk is drawn by global.css, outside the label's text.
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
    // A dialog's header is not the page's banner landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // A loader says what it is (its label, where it has one) as a status: a label needs a role.
    Loader: { defaultProps: { role: 'status' } },
  },
});

/**
 * Mantine's "dimmed" (gray 6) and error (red 6) texts are below AA on white: use darker shades.
 * The light look's background is each colour's shade 0.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // The light look's background is shade 0, not 1: shade-9 text on it passes AA for every
    // colour used (teal 9 on teal 1 is 4.3:1; on teal 0, 4.8:1).
    ...Object.fromEntries(
      Object.keys(resolved.colors).map((name) => [
        `--mantine-color-${name}-light`,
        `var(--mantine-color-${name}-0)`,
      ]),
    ),
  },
  dark: {},
});
