/**
 * SVG templates of the demo's pictures (docs/demo-images.md): a paint can, a bucket, a spray can and
 * a brush, tinted with a colour and labelled (the manufacturer's or the colour's name), and a
 * manufacturer logo.
 * `sharp` renders them at seed time; nothing here touches the disk.
 */

export type PictureKind = 'lata' | 'balde' | 'spray' | 'ferramenta';

export const PICTURE_SIZE = 400;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Dark text on light colours, white on dark ones (relative luminance of the hex colour). */
export function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0) > 0.6 ? '#1f2933' : '#ffffff';
}

/** Long names shrink so they fit the label. */
const fontSizeFor = (text: string, width: number, max: number) =>
  Math.min(max, Math.floor((width / Math.max(text.length, 1)) * 1.6));

const label = (brand: string, x: number, y: number, width: number, ink: string, max = 40) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="bold" font-size="${fontSizeFor(brand, width, max)}"
    text-anchor="middle" fill="${ink}">${escapeXml(brand)}</text>`;

const can = (color: string, brand: string) => `
  <path d="M150 110 Q250 20 350 110" fill="none" stroke="#6b7280" stroke-width="10"/>
  <rect x="120" y="120" width="260" height="300" rx="14" fill="url(#metal)" stroke="#6b7280" stroke-width="4"/>
  <ellipse cx="250" cy="122" rx="130" ry="22" fill="#d1d5db" stroke="#6b7280" stroke-width="4"/>
  <ellipse cx="250" cy="122" rx="100" ry="14" fill="${color}" stroke="#4b5563" stroke-width="2"/>
  <rect x="120" y="200" width="260" height="150" fill="${color}" stroke="#4b5563" stroke-width="2"/>
  ${label(brand, 250, 290, 230, inkOn(color))}`;

const bucket = (color: string, brand: string) => `
  <path d="M120 130 Q250 10 380 130" fill="none" stroke="#374151" stroke-width="9"/>
  <path d="M110 130 L390 130 L360 430 L140 430 Z" fill="#f9fafb" stroke="#6b7280" stroke-width="4"/>
  <rect x="100" y="112" width="300" height="30" rx="8" fill="${color}" stroke="#4b5563" stroke-width="3"/>
  <path d="M122 210 L378 210 L366 340 L134 340 Z" fill="${color}" stroke="#4b5563" stroke-width="2"/>
  ${label(brand, 250, 288, 220, inkOn(color))}`;

const spray = (color: string, brand: string) => `
  <rect x="225" y="40" width="50" height="30" rx="6" fill="#374151"/>
  <path d="M190 70 L310 70 L310 120 L190 120 Z" fill="${color}" stroke="#4b5563" stroke-width="3"/>
  <rect x="180" y="115" width="140" height="330" rx="22" fill="url(#metal)" stroke="#6b7280" stroke-width="4"/>
  <rect x="180" y="200" width="140" height="170" fill="${color}" stroke="#4b5563" stroke-width="2"/>
  ${label(brand, 250, 295, 125, inkOn(color), 26)}`;

const brush = (color: string, brand: string) => `
  <g transform="rotate(-35 250 250)">
    <rect x="215" y="250" width="70" height="220" rx="30" fill="#b07942" stroke="#7c4a1e" stroke-width="4"/>
    <rect x="195" y="190" width="110" height="70" rx="6" fill="url(#metal)" stroke="#6b7280" stroke-width="4"/>
    <path d="M195 190 L305 190 L315 60 Q250 40 185 60 Z" fill="${color}" stroke="#4b5563" stroke-width="3"/>
    ${label(brand, 250, 375, 60, '#ffffff', 18).replace('<text', '<text transform="rotate(90 250 370)"')}
  </g>`;

const shapes: Record<PictureKind, (color: string, brand: string) => string> = {
  lata: can,
  balde: bucket,
  spray,
  ferramenta: brush,
};

/** A product picture: the kind's silhouette tinted with `color` (#rrggbb), with `text` on its label. */
export function productSvg(kind: PictureKind, color: string, text: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 500 500">
  <defs>
    <linearGradient id="metal" x1="0" x2="1">
      <stop offset="0" stop-color="#9ca3af"/><stop offset="0.45" stop-color="#f3f4f6"/><stop offset="1" stop-color="#9ca3af"/>
    </linearGradient>
    <radialGradient id="floor"><stop offset="0" stop-color="#e5e7eb"/><stop offset="1" stop-color="#ffffff"/></radialGradient>
  </defs>
  <rect width="500" height="500" fill="#ffffff"/>
  <ellipse cx="250" cy="450" rx="200" ry="30" fill="url(#floor)"/>
  ${shapes[kind](color, text)}
</svg>`;
}

/** A manufacturer logo: the name in white on the brand colour, a stripe under it. */
export function logoSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 500 250">
  <rect width="500" height="250" fill="#ffffff"/>
  <rect x="20" y="45" width="460" height="160" rx="24" fill="${color}"/>
  ${label(name, 250, 142, 420, inkOn(color), 64)}
  <rect x="150" y="165" width="200" height="8" rx="4" fill="${inkOn(color)}" opacity="0.6"/>
</svg>`;
}
