import { APP_TEXTS } from '@diva/core/texts';
import { ActionIcon, Box, TextInput } from '@diva/ui';
import { SearchIcon } from '@diva/ui/icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SEARCH_TEXTS } from '../../../texts.ts';
import type { SearchCombobox as SearchComboboxType } from './search-combobox.tsx';

// The combobox, its results and the full-screen search load on first use, off the shell's first paint.
type Combobox = typeof SearchComboboxType;
let loadedCombobox: Combobox | undefined;
const loadCombobox = () =>
  import('./search-combobox.tsx').then((m) => {
    loadedCombobox = m.SearchCombobox;
    return m.SearchCombobox;
  });
const SearchOverlay = lazy(() => import('./search-overlay.tsx'));

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** What she has typed into the plain box so far, and where her caret is. */
interface Typed {
  text: string;
  selection: [number, number];
}

/**
 * The header's search box: a plain input until the combobox's code has loaded (asked for on the first focus,
 * pointer or `/`), then the combobox. The plain input takes keystrokes meanwhile and the combobox starts from
 * its text and caret, so nothing typed before or during the swap is lost. No Suspense here: a lazy component
 * suspends on its first render even when its chunk is cached, and the fallback would take the focus away.
 */
export function HeaderSearch() {
  const [Loaded, setLoaded] = useState<Combobox | undefined>(() => loadedCombobox);
  const [typed, setTyped] = useState<Typed>({ text: '', selection: [0, 0] });
  const [focused, setFocused] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const iconRef = useRef<HTMLButtonElement>(null);

  const load = () => {
    if (Loaded) return;
    // A failed load leaves the plain box; the next focus asks again.
    loadCombobox().then(
      (component) => setLoaded(() => component),
      () => undefined,
    );
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return;
      event.preventDefault();
      // The box is hidden on small screens: there `/` opens the full-screen search.
      if (boxRef.current && boxRef.current.offsetParent !== null) boxRef.current.querySelector('input')?.focus();
      else setOverlay(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const closeOverlay = () => {
    setOverlay(false);
    iconRef.current?.focus();
  };
  const remember = (input: HTMLInputElement) =>
    setTyped({ text: input.value, selection: [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length] });

  return (
    <>
      <Box ref={boxRef} visibleFrom="sm" w="100%" maw={420} data-testid="header-search" onPointerEnter={load}>
        {Loaded ? (
          <Loaded initialValue={typed.text} initialSelection={typed.selection} autoFocus={focused} />
        ) : (
          <TextInput
            aria-label={SEARCH_TEXTS.label}
            placeholder={APP_TEXTS.searchPlaceholder}
            leftSection={<SearchIcon />}
            value={typed.text}
            maxLength={200}
            onChange={(event) => remember(event.currentTarget)}
            onSelect={(event) => remember(event.currentTarget)}
            onFocus={() => {
              setFocused(true);
              load();
            }}
            onBlur={() => setFocused(false)}
            data-testid="search-input-plain"
          />
        )}
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
