/**
 * Colour as the wire and the database carry it: six hex digits, no '#'. Apart from tinting.ts so
 * that the schemas (and the store's cart, which carries a tint) do not take the colour science
 * (culori) into the browser.
 */
export const hexRgbPattern = /^[0-9A-Fa-f]{6}$/;

export function normaliseHex(value: string): string | undefined {
  const hex = value.trim().replace(/^#/, '');
  return hexRgbPattern.test(hex) ? hex.toUpperCase() : undefined;
}
