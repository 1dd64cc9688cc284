import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** The time now, moved on every minute: for countdowns that show hours and minutes. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
