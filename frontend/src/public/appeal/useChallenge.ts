import { useCallback, useEffect, useRef } from 'react';
import { solvedChallenge } from './altcha';

/**
 * The proof of work of the appeal form's next send: a challenge fetched and solved once the visitor is in the form
 * (`begin`, at its first focus: a pointer passing over it, which hydrates the island, asks for nothing), so that it is
 * ready, or nearly, when the visitor sends. `take` gives it (a challenge that could not be had is asked for once
 * more); `renew` starts the next one, since each is good once.
 */
export function useChallenge() {
  const solving = useRef<Promise<string> | null>(null);
  const unmounted = useRef<AbortController>(new AbortController());

  const start = useCallback(() => {
    const next = solvedChallenge(unmounted.current.signal);
    // A failure is met when the form is sent, not here.
    next.catch(() => undefined);
    solving.current = next;
    return next;
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);

  const begin = useCallback(() => {
    if (!solving.current) void start();
  }, [start]);
  const take = useCallback(() => (solving.current ?? start()).catch(start), [start]);
  const renew = useCallback(() => void start(), [start]);
  return { begin, take, renew };
}
