import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * Reads the QR code an <img> shows, from the pixels the browser paints it to (a broken image decodes to
 * nothing). The page draws the image twice as large on a white canvas with a wide quiet zone, so each
 * module is many pixels wide whatever the image's display size.
 */
export async function decodeQrImage(image: Locator): Promise<string | null> {
  const painted = await image.evaluate((element: HTMLImageElement) => {
    const size = 360;
    const margin = 40;
    const canvas = document.createElement('canvas');
    canvas.width = size + 2 * margin;
    canvas.height = size + 2 * margin;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingEnabled = false;
    context.drawImage(element, margin, margin, size, size);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    // One grey byte a pixel, as a binary string: a small answer to send back from the page.
    let grey = '';
    for (let i = 0; i < pixels.data.length; i += 4) grey += String.fromCharCode(pixels.data[i]!);
    return { width: pixels.width, height: pixels.height, grey: btoa(grey) };
  });
  const grey = Buffer.from(painted.grey, 'base64');
  const rgba = new Uint8ClampedArray(grey.length * 4);
  grey.forEach((value, i) => rgba.set([value, value, value, 255], i * 4));
  return jsQR(rgba, painted.width, painted.height)?.data ?? null;
}
