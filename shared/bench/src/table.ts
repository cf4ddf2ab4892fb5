// The benches' tables: plain columns for the terminal, Markdown for READMEs, and label-value lists.

const widthsOf = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));

/** Columns padded to their widest cell, two spaces apart, each line indented. */
export function columns(header: readonly string[], rows: readonly (readonly string[])[], indent = '  '): string[] {
  const widths = widthsOf(header, rows);
  const line = (cells: readonly string[]) => `${indent}${cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`;
  return [line(header), ...rows.map(line)];
}

/** A Markdown table, its cells padded so that it also reads as text. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = widthsOf(header, rows);
  const line = (cells: readonly string[]) => `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)];
}

/** One `label  value` line per pair, the labels padded to the longest. */
export function labelled(pairs: readonly (readonly [string, string])[], indent = '  '): string[] {
  const width = Math.max(...pairs.map(([label]) => label.length));
  return pairs.map(([label, value]) => `${indent}${label.padEnd(width)}  ${value}`);
}
