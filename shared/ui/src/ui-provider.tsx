import { MantineProvider } from '@mantine/core';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { loadedToastHost, onToastHostLoaded } from './feedback/toast.ts';
import { cssVariablesResolver, theme } from './theme/theme.ts';

/** Mounts the toast container once the first toast has loaded it. */
function DeferredToasts() {
  const [Container, setContainer] = useState<ComponentType | null>(() => loadedToastHost()?.ToastContainer ?? null);
  useEffect(() => {
    const current = loadedToastHost();
    if (current) setContainer(() => current.ToastContainer);
    return onToastHostLoaded((module) => setContainer(() => module.ToastContainer));
  }, []);
  return Container ? <Container /> : null;
}

/** Theme (light or dark as the system says until the member chooses on the account page; tooltips open after 700 ms) and toasts (at most 3, 4000 ms, bottom-right, 356 px, loaded on first use). */
export function UiProvider({ children, env }: { children: ReactNode; /** 'test': no transitions (component tests). */ env?: 'default' | 'test' }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" env={env}>
      <DeferredToasts />
      {children}
    </MantineProvider>
  );
}
