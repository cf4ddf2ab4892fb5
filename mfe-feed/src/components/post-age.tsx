import { formatPostAge } from '@diva/core';
import { useEffect, useState } from 'react';

/** A post's age: 'just now', then hours up to 23h, then days; refreshed every minute, exact time on hover. */
export function PostAge({ value }: { value: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const date = new Date(value);
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString()}>
      {formatPostAge(date, now)}
    </time>
  );
}
