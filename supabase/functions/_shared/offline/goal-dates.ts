// Finds the deadline in a goal statement ("by March 15", "within 6 weeks", "2027-06-30", "by the end of
// the year") and turns it into a date, relative to `today`.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
const endOfMonth = (y: number, m: number) => utc(y, m + 1, 0);

function addDays(today: Date, days: number): Date {
  return utc(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days);
}

/** The deadline the text names, as YYYY-MM-DD, and the phrase that named it; null when it names none. */
export function findDeadline(text: string, today: Date): { date: string; phrase: string } | null {
  const t = text.toLowerCase();
  let m = /\b(20\d\d)-(\d\d)-(\d\d)\b/.exec(t);
  if (m) return { date: `${m[1]}-${m[2]}-${m[3]}`, phrase: m[0] };

  m = /\b(\d{1,2})\/(\d{1,2})\/(20\d\d)\b/.exec(t); // US month/day/year
  if (m) return { date: iso(utc(Number(m[3]), Number(m[1]) - 1, Number(m[2]))), phrase: m[0] };

  m = /\b(?:in|within|over)\s+(?:the\s+next\s+)?(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(day|week|month|year)s?\b/.exec(t);
  if (m) {
    const n = /\d/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1]];
    const unit = m[2];
    if (unit === 'day') return { date: iso(addDays(today, n)), phrase: m[0] };
    if (unit === 'week') return { date: iso(addDays(today, n * 7)), phrase: m[0] };
    const months = unit === 'month' ? n : n * 12;
    return { date: iso(utc(today.getUTCFullYear(), today.getUTCMonth() + months, today.getUTCDate())), phrase: m[0] };
  }

  m = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*(\d{1,2})?(?:st|nd|rd|th)?(?:,?\s*(20\d\d))?\b/.exec(t);
  // "may" is also a verb: only as a month with a day or year, or after by/in/before/until.
  if (m && (m[1] !== 'may' || m[2] || m[3] || /\b(by|in|before|until|end of)\s+may\b/.test(t))) {
    const month = MONTHS.indexOf(m[1].slice(0, 3));
    let year = m[3] ? Number(m[3]) : today.getUTCFullYear();
    const day = m[2] ? Number(m[2]) : null;
    let date = day ? utc(year, month, day) : endOfMonth(year, month);
    if (!m[3] && date < today) {
      year += 1;
      date = day ? utc(year, month, day) : endOfMonth(year, month);
    }
    return { date: iso(date), phrase: m[0].trim() };
  }

  m = /\bq([1-4])(?:\s*(20\d\d))?\b/.exec(t);
  if (m) {
    const q = Number(m[1]);
    let year = m[2] ? Number(m[2]) : today.getUTCFullYear();
    if (!m[2] && endOfMonth(year, q * 3 - 1) < today) year += 1;
    return { date: iso(endOfMonth(year, q * 3 - 1)), phrase: m[0] };
  }

  m = /\b(?:by\s+)?(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?(year|month|quarter)\b/.exec(t);
  if (m) {
    const y = today.getUTCFullYear();
    const mo = today.getUTCMonth();
    const date = m[1] === 'year' ? utc(y, 11, 31) : m[1] === 'month' ? endOfMonth(y, mo) : endOfMonth(y, Math.floor(mo / 3) * 3 + 2);
    return { date: iso(date), phrase: m[0] };
  }

  m = /\bnext\s+(week|month|quarter|year)\b/.exec(t);
  if (m) {
    const days = { week: 7, month: 30, quarter: 91, year: 365 }[m[1] as 'week' | 'month' | 'quarter' | 'year'];
    return { date: iso(addDays(today, days)), phrase: m[0] };
  }

  m = /\b(?:by|before|in)\s+(20\d\d)\b/.exec(t);
  if (m) return { date: `${m[1]}-12-31`, phrase: m[0] };
  return null;
}

/** The measurable part of a goal: a number, an amount or a percentage; null when there is none. */
export function findMeasure(text: string): string | null {
  const t = text.replace(/\b20\d\d-\d\d-\d\d\b/g, ' ');
  const m =
    /[$€£]\s?\d[\d,.]*\s?[km]?\b|\b\d[\d,.]*\s?%|\b\d[\d,.]*\s?[km]?\b(?:\s+[a-z]+){0,2}/i.exec(
      t.replace(/\b(?:in|within|over)\s+(?:the\s+next\s+)?\d+\s+(?:day|week|month|year)s?\b/gi, ' ')
        .replace(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*\d{1,2}(?:st|nd|rd|th)?\b/gi, ' ')
        .replace(/\b(?:by|before|in)\s+20\d\d\b/gi, ' ')
        .replace(/\bq[1-4]\b/gi, ' '),
    ) ??
    /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|hundred|a dozen)\s+[a-z]+/i.exec(t);
  return m ? m[0].trim() : null;
}
