import { formatRelative } from '@diva/core';
import { useEffect, useState } from 'react';

/** "5 minutes ago", refreshed every minute. */
export function RelativeTime({ value, className }: { value: string | number | Date; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const date = new Date(value);
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString()} className={className}>
      {formatRelative(date, now)}
    </time>
  );
}
