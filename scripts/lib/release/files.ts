import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Every file under dir, as sorted forward-slash paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The Subresource Integrity form (`sha384-<base64>`), so the same string can go into a browser's `integrity`. */
export async function sha384(file: string): Promise<string> {
  return `sha384-${createHash('sha384').update(await fs.readFile(file)).digest('base64')}`;
}

export async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

export async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** Readers see the old file or the new one, never half of one: write beside it, then rename over it. */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temporary, text);
  await fs.rename(temporary, file);
}

export const toJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
