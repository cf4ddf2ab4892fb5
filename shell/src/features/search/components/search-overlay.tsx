import { CloseButton } from '@diva/ui';
import { useEffect } from 'react';
import { SearchCombobox } from './search-combobox.tsx';
import classes from './search.module.css';
import { SEARCH_TEXTS } from '../../../texts.ts';

/** Small screens: the same search over the whole screen; closing returns focus to the icon that opened it. */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  return (
    <div role="dialog" aria-modal="true" aria-label={SEARCH_TEXTS.label} className={classes.fullscreen} data-testid="search-fullscreen">
      <CloseButton aria-label={SEARCH_TEXTS.closeSearch} onClick={onClose} size="lg" style={{ alignSelf: 'flex-end' }} />
      <SearchCombobox onDone={onClose} onEscape={onClose} />
    </div>
  );
}
