import { useId, type ReactNode } from 'react';
import { useFocusOnArrival } from '../../ui/useFocusOnArrival';

/** A stage of turning two-factor login on, in place of the one before: its heading takes the focus the last step's button had. */
export function Stage({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  const heading = useFocusOnArrival<HTMLHeadingElement>(true);
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
  );
}
