import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a, button, iframe, input, select, textarea, [tabindex]';

/**
 * react-slick hides off-screen slides (and its clones) with aria-hidden but leaves their links
 * focusable; this keeps focus out of hidden slides and lets it back in when a slide shows.
 */
export function useSlickA11y(root: RefObject<HTMLElement | null>, mounted: boolean) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const sync = () => {
      for (const slide of element.querySelectorAll<HTMLElement>('.slick-slide')) {
        const hidden = slide.getAttribute('aria-hidden') === 'true';
        for (const item of slide.querySelectorAll<HTMLElement>(FOCUSABLE)) {
          if (hidden) item.setAttribute('tabindex', '-1');
          else if (item.getAttribute('tabindex') === '-1' && !item.dataset.keepTabindex) item.removeAttribute('tabindex');
        }
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'], childList: true });
    return () => observer.disconnect();
    // Again once the carousel has mounted: that render gave its slides' players their own tab order back.
  }, [root, mounted]);
}
