/**
 * A press on an island's button before the page's entry script has run (it starts only after the first paint,
 * docs/hydration.md): the head's inline script holds it (no default action, nothing else hears it) and keeps the
 * button here, and the island it belongs to takes it as a press of its own, made again once it has hydrated. So a tap
 * on a slow phone in the page's first moments is not lost. A form's button is never held: its form (the search) is
 * sent without any script, even if the entry never comes. Once the entry has taken the press, the islands hold their
 * own.
 */
const KEY = '__lyceumEarlyPress';

export const EARLY_PRESS_SCRIPT =
  `addEventListener('click',function(e){var w=window;if(w.${KEY}===null)return;` +
  `var b=e.target&&e.target.closest&&e.target.closest('[data-hydrate="interaction"] button');` +
  `if(b&&!b.form){e.preventDefault();e.stopImmediatePropagation();w.${KEY}=b}},true);`;

type EarlyPressWindow = Window & { [KEY]?: HTMLElement | null };

/** The button pressed before the entry ran, if any; from now on the islands hold their presses themselves. */
export function takeEarlyPress(): HTMLElement | undefined {
  const holder = window as EarlyPressWindow;
  const pressed = holder[KEY];
  holder[KEY] = null;
  return pressed?.isConnected ? pressed : undefined;
}
