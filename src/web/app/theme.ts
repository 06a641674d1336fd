import { createTheme } from '@mantine/core';

/** Spec section 9 breakpoints: small 376, medium 769, large 1025 px. */
export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '23.5em', sm: '48.0625em', md: '64.0625em', lg: '80em', xl: '90em' },
});
