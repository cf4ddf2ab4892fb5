import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildRsvpCsv, csvFileName, neutralizeFormula, type RsvpCsvRow, rsvpCsvTable } from '../../src/features/events/utils/rsvp-csv.ts';

const row = (over: Partial<RsvpCsvRow>): RsvpCsvRow => ({
  display_name: 'Maya Thompson',
  status: 'attending',
  company: 'Thompson & Co',
  role: 'Founder',
  created_at: '2026-03-05T14:07:00',
  checked_in_at: null,
  ...over,
});

const parse = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('the RSVP CSV', () => {
  it('has the columns Name, Status, Company, Role, RSVP Date and Checked-in, dates as MMM dd, yyyy HH:mm', async () => {
    const rows = parse(await buildRsvpCsv([row({ checked_in_at: '2026-03-06T18:30:00' })]));
    expect(rows).toEqual([
      ['Name', 'Status', 'Company', 'Role', 'RSVP Date', 'Checked-in'],
      ['Maya Thompson', 'attending', 'Thompson & Co', 'Founder', 'Mar 05, 2026 14:07', 'Mar 06, 2026 18:30'],
    ]);
  });

  it('round-trips commas, quotes, line breaks and non-Latin names through the parser', async () => {
    const hostile = [
      row({ display_name: 'Doe, "Jane"', company: 'Line one\nline two', role: 'a,b;c\r\nd' }),
      row({ display_name: '王秀英', company: 'Société Générale', role: 'مديرة' }),
      row({ display_name: 'Ærøskøbing 👩🏾‍💼', company: null, role: null }),
    ];
    const csv = await buildRsvpCsv(hostile);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parse(csv)).toEqual(rsvpCsvTable(hostile));
    expect(parse(csv)[1]![0]).toBe('Doe, "Jane"');
    expect(parse(csv)[2]![0]).toBe('王秀英');
  });

  it('keeps a cell that starts with =, +, - or @ from running as a formula', async () => {
    const csv = await buildRsvpCsv([
      row({ display_name: '=HYPERLINK("http://evil","x")', company: '+1+1', role: '-2+3' }),
      row({ display_name: '@SUM(A1)', company: '\tcmd', role: 'safe = fine' }),
    ]);
    const cells = parse(csv).slice(1).flat();
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(cells).toContain('\'=HYPERLINK("http://evil","x")');
    expect(cells).toContain('safe = fine');
    expect(neutralizeFormula('-5')).toBe("'-5");
    expect(neutralizeFormula('Maya')).toBe('Maya');
  });

  it('names the file after the event title', () => {
    expect(csvFileName('Spring Mixer 2026')).toBe('Spring Mixer 2026.csv');
    expect(csvFileName('a/b:c*?')).toBe('a-b-c-.csv');
    expect(csvFileName('Café 東京')).toBe('Café 東京.csv');
    expect(csvFileName('  ')).toBe('event.csv');
  });
});
