import { formatCountdown, msUntilNextMidnight } from '@souq/shared/catalog/countdown';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Ltr } from '@/shared/ui/ltr';

/** Counts down each second to the next local midnight and stops at 00 : 00 : 00. */
function useCountdownToMidnight(): number {
  const [end] = useState(() => Date.now() + msUntilNextMidnight(new Date()));
  const [left, setLeft] = useState(() => end - Date.now());

  useEffect(() => {
    if (left <= 0) return;
    // Aligned to the next whole second, so the display never skips or repeats a second.
    const timer = setTimeout(() => setLeft(Math.max(0, end - Date.now())), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [end, left]);

  return left;
}

export function FlashCountdown() {
  const { formatMessage: t } = useIntl();
  const left = useCountdownToMidnight();
  return (
    <p className="flex items-center gap-2 text-sm font-bold text-navy-800">
      <span>{t({ id: 'home.endsIn' })}</span>
      <span
        role="timer"
        aria-label={t({ id: 'home.flashTimeLeft' })}
        className="rounded-full bg-navy-800 px-3 py-1 text-base font-extrabold tabular-nums text-white"
      >
        {/* 'HH : MM : SS' reads left to right in Arabic too. */}
        <Ltr>{formatCountdown(left)}</Ltr>
      </span>
    </p>
  );
}
