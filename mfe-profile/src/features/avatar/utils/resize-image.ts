/** The largest side of an uploaded avatar, in pixels. */
export const AVATAR_MAX_SIDE = 512;

/** The size an image is drawn at: scaled down to fit max×max, never up, aspect kept. */
export function fitWithin(width: number, height: number, max = AVATAR_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The file extension of an image type the avatars bucket accepts. */
export const extensionFor = (type: string): string => ({ 'image/webp': 'webp', 'image/png': 'png', 'image/gif': 'gif' })[type] ?? 'jpg';

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * Decodes the chosen image in the browser, draws it at most 512×512 and compresses it (WebP where the browser
 * encodes it, else JPEG), so a phone photo of several megabytes uploads as a few tens of kilobytes.
 * Throws when the file is not an image the browser can decode.
 */
export async function resizeImage(file: Blob, max = AVATAR_MAX_SIDE): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height, max);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const webp = await toBlob(canvas, 'image/webp', 0.85);
    if (webp && webp.type === 'image/webp') return webp;
    const jpeg = await toBlob(canvas, 'image/jpeg', 0.85);
    if (!jpeg) throw new Error('the image could not be encoded');
    return jpeg;
  } finally {
    bitmap.close();
  }
}
