import { formatDate } from '@diva/core';
import { RSVP_CSV_COLUMNS } from '../../../texts.ts';

export interface RsvpCsvRow {
  display_name: string;
  status: string;
  company: string | null;
  role: string | null;
  created_at: string;
  checked_in_at: string | null;
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and the tab / carriage return some read as such)
 * gets a leading apostrophe, as OWASP advises for CSV injection.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The export's rows: header, then one line per RSVP (spec 02 §9 columns plus Checked-in). */
export function rsvpCsvTable(rsvps: readonly RsvpCsvRow[]): string[][] {
  return [
    [...RSVP_CSV_COLUMNS],
    ...rsvps.map((r) =>
      [
        r.display_name,
        r.status,
        r.company ?? '',
        r.role ?? '',
        formatDate(r.created_at, 'rsvp'),
        r.checked_in_at ? formatDate(r.checked_in_at, 'rsvp') : '',
      ].map(neutralizeFormula),
    ),
  ];
}

/**
 * The CSV text through papaparse (quotes, commas, line breaks), loaded on demand so it is not in the first
 * paint. Every field is quoted; a BOM lets spreadsheets read non-Latin names as UTF-8.
 */
export async function buildRsvpCsv(rsvps: readonly RsvpCsvRow[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return `\uFEFF${Papa.unparse(rsvpCsvTable(rsvps), { quotes: true, newline: '\r\n', escapeFormulae: false })}`;
}

/** The file name: the event title with characters file systems refuse replaced, plus .csv. */
export function csvFileName(title: string): string {
  const printable = [...title].map((char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('');
  const safe = printable.replace(/[\\/:*?"<>|]+/g, '-').trim().slice(0, 120);
  return `${safe || 'event'}.csv`;
}
