/** A release command that refuses: the message says why in words and names the rule that failed. */
export class ReleaseRefused extends Error {
  constructor(
    readonly rule: string,
    message: string,
  ) {
    super(`Refused (${rule}): ${message}`);
    this.name = 'ReleaseRefused';
  }
}
