import type { Page } from '@playwright/test';

/**
 * A small PNG drawn by the browser's own canvas: side-by-side stripes of these colours ('#1F4E79'),
 * each `stripe` pixels wide and `height` tall. For the photo colour pick.
 */
export async function stripesPng(page: Page, colours: string[], stripe = 30, height = 30) {
  const base64 = await page.evaluate(
    ({ colours, stripe, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = colours.length * stripe;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      colours.forEach((colour, i) => {
        if (!ctx) return;
        ctx.fillStyle = colour;
        ctx.fillRect(i * stripe, 0, stripe, height);
      });
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    { colours, stripe, height },
  );
  return { name: 'parede.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}
