import { useState } from 'react';
import { toast } from 'react-toastify';
import { uz } from '../messages/uz';

/** The step after moving by `delta`, or null when that would go past either end. */
export function moveStep(step: number, delta: 1 | -1, count: number): number | null {
  const next = step + delta;
  return next < 0 || next >= count ? null : next;
}

/** A wizard's step state: Previous on the first step says so instead of moving. */
export function useWizard(count: number) {
  const [step, setStep] = useState(0);
  return {
    step,
    next: () => setStep((current) => moveStep(current, 1, count) ?? current),
    previous: () => {
      const target = moveStep(step, -1, count);
      if (target === null) toast.info(uz.wizard.atFirstStep);
      else setStep(target);
    },
    goTo: setStep,
  };
}

/** A datetime-local input's value for an ISO time, in the browser's zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** An ISO time for a datetime-local input's value. */
export const fromLocalInput = (value: string): string => (value ? new Date(value).toISOString() : '');
