import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Stack, Text } from '@akademi-siber/ui-design-system';

function remainingMs(until: string): number {
  return Math.max(0, new Date(until).getTime() - Date.now());
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** Counts down to `until` (hh:mm:ss) and calls `onExpire` once when it reaches zero. */
export function Countdown({ until, onExpire }: { until: string; onExpire: () => void }) {
  const [left, setLeft] = useState(() => remainingMs(until));
  const labelId = useId();
  useEffect(() => {
    setLeft(remainingMs(until));
    const timer = setInterval(() => {
      const next = remainingMs(until);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  // onExpire is called once per reaching zero, not for every new callback identity.
  const expire = useEffectEvent(onExpire);
  const expired = left === 0;
  useEffect(() => {
    if (expired) expire();
  }, [expired]);
  const total = Math.floor(left / 1000);
  const hours = twoDigits(Math.floor(total / 3600));
  const minutes = twoDigits(Math.floor((total % 3600) / 60));
  const text = `${hours}:${minutes}:${twoDigits(total % 60)}`;
  return (
    <Stack $gap={1}>
      <Text $size="sm" $muted id={labelId}>
        Sisa waktu pembayaran
      </Text>
      {/* The visible clock ticks every second; it is not a live region, or screen readers would read it nonstop. */}
      <Text
        as="span"
        $size="lg"
        $weight="bold"
        aria-labelledby={labelId}
        role="timer"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {text}
      </Text>
    </Stack>
  );
}
