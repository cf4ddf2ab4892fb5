import { APP_TEXTS } from '@diva/core/texts';
import { ActionIcon, Box, TextInput } from '@diva/ui';
import { SearchIcon } from '@diva/ui/icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SEARCH_TEXTS } from '../../../texts.ts';

// The combobox, its results and the full-screen search load on first use, off the shell's first paint.
const SearchCombobox = lazy(() => import('./search-combobox.tsx').then((m) => ({ default: m.SearchCombobox })));
const SearchOverlay = lazy(() => import('./search-overlay.tsx'));

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The header's search box: a plain input until it is first focused (or `/` is pressed), then the combobox. */
export function HeaderSearch() {
  const [active, setActive] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const iconRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return;
      event.preventDefault();
      // The box is hidden on small screens: there `/` opens the full-screen search.
      if (boxRef.current && boxRef.current.offsetParent !== null) {
        setActive(true);
        boxRef.current.querySelector('input')?.focus();
      } else setOverlay(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const closeOverlay = () => {
    setOverlay(false);
    iconRef.current?.focus();
  };
  const placeholder = (
    <TextInput aria-label={SEARCH_TEXTS.label} placeholder={APP_TEXTS.searchPlaceholder} leftSection={<SearchIcon />} onFocus={() => setActive(true)} readOnly={active} />
  );

  return (
    <>
      <Box ref={boxRef} visibleFrom="sm" w="100%" maw={420} data-testid="header-search">
        {active ? <Suspense fallback={placeholder}><SearchCombobox /></Suspense> : placeholder}
      </Box>
      <ActionIcon ref={iconRef} hiddenFrom="sm" variant="subtle" color="gray" size={40} aria-label={SEARCH_TEXTS.openSearch} onClick={() => setOverlay(true)} data-testid="search-open">
        <SearchIcon />
      </ActionIcon>
      {overlay && (
        <Suspense fallback={null}>
          <SearchOverlay onClose={closeOverlay} />
        </Suspense>
      )}
    </>
  );
}
