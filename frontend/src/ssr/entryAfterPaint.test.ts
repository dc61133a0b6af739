import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ENTRY_AFTER_PAINT_SCRIPT, ENTRY_ATTRIBUTE } from './entryAfterPaint';

type Listener = () => void;

/**
 * The head script in a page of its own: what it appended to <head>, and the page's events to fire. `paintTiming`:
 * whether the browser reports paints (a PerformanceObserver of `paint` entries).
 */
function page({ entry, hidden = false, paintTiming = true }: { entry?: string; hidden?: boolean; paintTiming?: boolean }) {
  const appended: { type: string; src: string }[] = [];
  const listeners = new Map<string, Listener>();
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    documentElement: { getAttribute: (name: string) => (name === ENTRY_ATTRIBUTE ? (entry ?? null) : null) },
    createElement: () => ({ type: '', src: '' }),
    head: { appendChild: (element: { type: string; src: string }) => appended.push(element) },
    addEventListener: (type: string, run: Listener) => listeners.set(`document ${type}`, run),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
  }
  const window = { PerformanceObserver };
  vm.runInNewContext(ENTRY_AFTER_PAINT_SCRIPT, {
    document,
    window,
    addEventListener: (type: string, run: Listener) => listeners.set(type, run),
  });
  const fire = (type: string) => listeners.get(type)?.();
  const paint = (name: string) => observers.forEach((callback) => callback({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }));
  return { appended, fire, paint, hide: () => ((document.visibilityState = 'hidden'), fire('document visibilitychange')) };
}

const ENTRY = { type: 'module', src: '/assets/index-abc.js' };

describe('the entry after the first paint', () => {
  it('adds the module script once the parsed page reports its first contentful paint, once, and not before', () => {
    const visible = page({ entry: ENTRY.src });
    visible.fire('DOMContentLoaded');
    visible.paint('first-paint');
    visible.fire('load');
    expect(visible.appended).toEqual([]);
    visible.paint('first-contentful-paint');
    visible.paint('first-contentful-paint');
    visible.hide();
    expect(visible.appended).toEqual([ENTRY]);
  });

  it('in a hidden tab, which paints nothing, at once; and when the tab is hidden before its paint', () => {
    const hidden = page({ entry: ENTRY.src, hidden: true });
    hidden.fire('DOMContentLoaded');
    expect(hidden.appended).toEqual([ENTRY]);
    const hiddenLater = page({ entry: ENTRY.src });
    hiddenLater.fire('DOMContentLoaded');
    hiddenLater.hide();
    expect(hiddenLater.appended).toEqual([ENTRY]);
  });

  it('in a browser without paint timing, at the load event', () => {
    const old = page({ entry: ENTRY.src, paintTiming: false });
    old.fire('DOMContentLoaded');
    expect(old.appended).toEqual([]);
    old.fire('load');
    expect(old.appended).toEqual([ENTRY]);
  });

  it('on a page without an entry, nothing', () => {
    const none = page({});
    none.fire('DOMContentLoaded');
    none.paint('first-contentful-paint');
    none.fire('load');
    expect(none.appended).toEqual([]);
  });
});
