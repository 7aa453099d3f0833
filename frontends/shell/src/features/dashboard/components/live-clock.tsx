import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';

const dateFormat = new Intl.DateTimeFormat('es-PY', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('es-PY', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Current date and time, ticking every second. */
export function LiveClock() {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="flex items-center gap-3 rounded-lg border bg-card px-4 py-2 text-card-foreground shadow-xs">
      <Clock className="size-5 text-primary" aria-hidden />
      <div className="text-right leading-tight">
        <time
          dateTime={now.toISOString()}
          className="block font-semibold text-lg tabular-nums"
          data-testid="live-clock"
        >
          {timeFormat.format(now)}
        </time>
        <span className="text-muted-foreground text-xs first-letter:uppercase">{dateFormat.format(now)}</span>
      </div>
    </div>
  );
}
