import { Group, UnstyledButton } from '@diva/ui';
import { useLocation, useNavigate } from '@diva/router';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface LightTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/**
 * Two or three tabs kept in ?tab=, for the first paint: @diva/ui/data's UrlTabs would add ~29 KiB gzip of
 * Mantine Tabs and Table to /president. ARIA tabs pattern: arrows move between tabs, the panel is labelled.
 */
export function LightTabs({ tabs, label }: { tabs: readonly LightTab[]; label: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const asked = new URLSearchParams(location.search).get('tab');
  const active = tabs.find((tab) => tab.value === asked) ?? tabs[0]!;

  const select = (value: string) => {
    const params = new URLSearchParams(location.search);
    params.set('tab', value);
    void navigate({ search: `?${params.toString()}` }, { replace: true });
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    select(tabs[next]!.value);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <Group role="tablist" aria-label={label} gap={0} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        {tabs.map((tab, index) => {
          const selected = tab.value === active.value;
          return (
            <UnstyledButton
              key={tab.value}
              ref={(element) => {
                refs.current[index] = element;
              }}
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              px="md"
              style={{
                minHeight: 40,
                fontWeight: selected ? 600 : 400,
                borderBottom: `2px solid ${selected ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
                marginBottom: -1,
              }}
            >
              {tab.label}
            </UnstyledButton>
          );
        })}
      </Group>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active.value}`} style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
        {active.panel}
      </div>
    </div>
  );
}
