/**
 * The canary bucket (0–99) of a member's id, or of a signed-out visitor's cookie id. The shell serves a canary
 * when the bucket is below its percent, and the release tool counts cohorts with the same function, so both
 * agree without the client being trusted with anything: a cohort only decides which build a browser loads.
 * FNV-1a over the UTF-16 code units: stable across reloads, devices and runtimes, and even across ids.
 */
export function canaryBucket(subject: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < subject.length; i++) {
    hash ^= subject.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export function inCanary(subject: string, percent: number): boolean {
  return canaryBucket(subject) < percent;
}
