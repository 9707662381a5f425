import { type CSSVariablesResolver, createTheme, InputWrapper, type MantineColorsTuple } from '@mantine/core';

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
 * A subtle or light button in a colour takes the colour's name alone (`color="red"` for a delete
 * button): its text is then the colour's "light-color", shade 9 on white (AA). With a shade
 * (`color="red.9"`) Mantine caps a subtle button's text at shade 6, 3.3:1 on white.
 */
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
  components: {
    // The required asterisk is drawn by global.css, outside the label's text.
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
    // A dialog's header is not the page's banner landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

/** Mantine's "dimmed" (gray 6) and error (red 6) texts are below AA on white: use darker shades. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
