import { useState } from 'react';
import { toast } from 'react-toastify';
import { useUiLang } from '../messages/useUiLang';

/** The step after moving by `delta`, or null when that would go past either end. */
export function moveStep(step: number, delta: 1 | -1, count: number): number | null {
  const next = step + delta;
  return next < 0 || next >= count ? null : next;
}

/** A wizard's step state, from `initial` (a step it came back to) or the first: Previous on the first step says so instead of moving. */
export function useWizard(count: number, initial = 0) {
  const [step, setStep] = useState(() => (initial >= 0 && initial < count ? initial : 0));
  const { t } = useUiLang();
  return {
    step,
    next: () => setStep((current) => moveStep(current, 1, count) ?? current),
    previous: () => {
      const target = moveStep(step, -1, count);
      if (target === null) toast.info(t.wizard.atFirstStep);
      else setStep(target);
    },
    goTo: setStep,
  };
}
