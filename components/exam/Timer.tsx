'use client';
// The mock exam's countdown: shown every second, spoken rarely. The clock itself is not a live region (a screen
// reader would read it every second); a separate polite region speaks only when a mark is passed (30, 15, 10, 5
// and 1 minutes left), and the exam is handed in when the time is up.
import { useEffect, useState } from 'react';
import { fill, type ExamStrings } from './strings';

const MARKS = [30, 15, 10, 5, 1];

export const clockText = (seconds: number) => {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
};

export function Timer({ deadline, totalSeconds, onTimeUp, s }: { deadline: number; totalSeconds: number; onTimeUp: () => void; s: ExamStrings }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = (deadline - now) / 1000;
  useEffect(() => {
    if (left <= 0) onTimeUp();
  }, [left, onTimeUp]);
  // The last mark passed, if it lies inside the exam's length (a 20-minute exam never says "30 minutes left").
  const mark = [...MARKS].reverse().find((m) => left <= m * 60 && m * 60 < totalSeconds);
  return (
    <div className="exam-timer">
      <span>{s.mock.timeLeft}</span>{' '}
      <span className="exam-clock" role="timer" aria-live="off">
        {clockText(left)}
      </span>
      <p className="visually-hidden" aria-live="polite">
        {mark === undefined ? '' : mark === 1 ? s.mock.announceOne : fill(s.mock.announce, { minutes: mark })}
      </p>
    </div>
  );
}
