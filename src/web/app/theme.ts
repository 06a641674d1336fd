import { createTheme, Modal, Notification, type CSSVariablesResolver } from '@mantine/core';

/**
 * Spec section 9 breakpoints: small 376, medium 769, large 1025 px. Colours pass WCAG 2.2 AA
 * (4.5:1 for text): the primary blue is shade 8 (white on it, and it on white), not Mantine's 6.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  // Filled buttons and badges take black or white text, whichever reads better on their colour: with
  // this threshold white stays on blue 8 and red 9 (5:1), black goes on green 8 and yellow (6:1).
  autoContrast: true,
  luminanceThreshold: 0.2,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // An icon-only button needs a name for screen readers: a modal's close button is one.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } }),
    // A toast's text under its title is gray 6 in Mantine (3.3:1): the dimmed colour below reads at 8:1.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-dimmed)' } } }),
  },
  breakpoints: { xs: '23.5em', sm: '48.0625em', md: '64.0625em', lg: '80em', xl: '90em' },
});

/**
 * Text on light backgrounds (light alerts and badges) and coloured text (`c="green"`), darker than
 * Mantine's shades 8-9 (3.4 to 4.4:1): each reads at 6:1 or more on its light background and on white.
 */
const readableText: Record<string, string> = {
  blue: '#11497a',
  green: '#1e612b',
  red: '#a61e1e',
  yellow: '#7a4d00',
  orange: '#9a3412',
  teal: '#0b5e45',
  gray: '#343a40',
};

/**
 * Mantine's dimmed text (gray 6, 3.3:1 on white) and error red (red 6, 3.3:1) are too faint for AA:
 * gray 7 reads at 8:1, red 9 at 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': current.colors.gray[7] ?? '#495057',
    '--mantine-color-error': current.colors.red[9] ?? '#c92a2a',
    ...Object.fromEntries(
      Object.entries(readableText).flatMap(([color, text]) => [
        [`--mantine-color-${color}-light-color`, text],
        [`--mantine-color-${color}-text`, text],
      ]),
    ),
  },
  dark: {},
});
