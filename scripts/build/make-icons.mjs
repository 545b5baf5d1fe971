/**
 * `node scripts/build/make-icons.mjs`: the PNG icons of the web app manifest, drawn from the
 * logo's SVGs in apps/web/public (favicon.svg for the `any` icons, icon-maskable.svg — full bleed,
 * the mark inside the central safe zone — for the maskable ones and the Apple touch icon). Run it
 * after changing the logo and commit the PNGs; it uses @napi-rs/canvas, already in node_modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';

const publicDir = path.resolve(import.meta.dirname, '../../apps/web/public');
const icons = [
  ['favicon.svg', 'icon-192.png', 192],
  ['favicon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-192.png', 192],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
];

for (const [source, target, size] of icons) {
  const image = await loadImage(fs.readFileSync(path.join(publicDir, source)));
  const canvas = createCanvas(size, size);
  canvas.getContext('2d').drawImage(image, 0, 0, size, size);
  fs.writeFileSync(path.join(publicDir, target), canvas.toBuffer('image/png'));
  console.info(`${target} (${size}×${size}) from ${source}`);
}
