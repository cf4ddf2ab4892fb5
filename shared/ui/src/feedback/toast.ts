import type * as ToastHost from './toast-host.tsx';

export type ToastTone = 'error' | 'success' | 'info';
type ToastHostModule = typeof ToastHost;

let host: Promise<ToastHostModule> | null = null;
let loaded: ToastHostModule | null = null;
const listeners = new Set<(module: ToastHostModule) => void>();

/** Loads the toast machinery once; the provider mounts the container when it arrives. */
export function loadToastHost(): Promise<ToastHostModule> {
  host ??= import('./toast-host.tsx').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener(module);
      return module;
    },
    (error: unknown) => {
      host = null;
      throw error;
    },
  );
  return host;
}

/** The toast machinery if it has been loaded already. */
export const loadedToastHost = (): ToastHostModule | null => loaded;

export function onToastHostLoaded(listener: (module: ToastHostModule) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Toasts use the destructive (red) style unless marked success, as the error catalogue says. */
export function showToast({ title, message, tone = 'error' }: { title: string; message?: string; tone?: ToastTone }): void {
  const color = tone === 'success' ? 'teal' : tone === 'info' ? 'glamour' : 'red';
  void loadToastHost().then((module) => module.show({ title, message: message ?? '', color }));
}

export async function clearToasts(): Promise<void> {
  (await loadToastHost()).clean();
}
