import { splitHighlight } from '../utils/highlight.ts';

/** The excerpt with the query's words in <mark>: text nodes only, never HTML from the member. */
export function HighlightedText({ text, words }: { text: string; words: string[] }) {
  return (
    <>
      {splitHighlight(text, words).map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}
    </>
  );
}
