import { useEffect, useMemo, useState } from 'react';
import type * as AutoLabelRules from '../../../lib/auto-label.ts';

type AutoLabelModule = typeof AutoLabelRules;

let loading: Promise<AutoLabelModule> | null = null;

/**
 * The auto-labelling rules (their keyword lists are about 1 KiB gzip) are fetched when she first types, not with
 * the feed's first chunk: nothing on the way to the first post needs them. A failed fetch is tried again next time.
 */
export function loadAutoLabels(): Promise<AutoLabelModule> {
  loading ??= import('../../../lib/auto-label.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The labels the post would get, once the rules are loaded (none before: the preview simply appears a moment later). */
export function useAutoLabels(content: string, tags: readonly string[]): string[] {
  const [rules, setRules] = useState<AutoLabelModule | null>(null);
  const typed = content.trim() !== '';
  useEffect(() => {
    if (!typed || rules) return undefined;
    let gone = false;
    loadAutoLabels().then(
      (module) => void (gone || setRules(module)),
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [typed, rules]);
  return useMemo(() => (rules && typed ? rules.autoLabels(content, tags) : []), [rules, typed, content, tags]);
}
