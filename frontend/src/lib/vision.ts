import visionStylesheet from '../ui/vision.css?url';

/**
 * The low-vision mode, as official .uz sites have it beside A- / A+: a colour scheme (normal,
 * black on white, white on black, greyscale) and whether images show. Any scheme but `normal`
 * also widens the spacing and stops animations and autoplay. Kept in localStorage; the inline
 * script of <head> applies it to <html> before the first paint (entry-server.tsx). Its rules are a
 * stylesheet of their own (ui/vision.css), linked only while a choice other than the normal view is
 * made: the page of every other visitor carries none of them.
 */
export const VISION_MODES = ['normal', 'black-on-white', 'white-on-black', 'greyscale'] as const;
export type VisionMode = (typeof VISION_MODES)[number];

export interface Vision {
  mode: VisionMode;
  images: boolean;
}

export const VISION_KEY = 'lyceum.vision';
export const NORMAL_VISION: Vision = { mode: 'normal', images: true };

/** A stored choice, or the normal view for anything else. */
export function parseVision(stored: string | null): Vision {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<Vision> | null;
    const mode = VISION_MODES.find((candidate) => candidate === value?.mode) ?? 'normal';
    return { mode, images: value?.images !== false };
  } catch {
    return NORMAL_VISION;
  }
}

const STYLESHEET_ID = 'vision-stylesheet';

/** The attributes of <html> that ui/vision.css reads, and that stylesheet once they are set. */
export function applyVision(root: HTMLElement, { mode, images }: Vision) {
  if ((mode !== 'normal' || !images) && !document.getElementById(STYLESHEET_ID)) {
    const link = Object.assign(document.createElement('link'), { id: STYLESHEET_ID, rel: 'stylesheet', href: visionStylesheet });
    document.head.append(link);
  }
  if (mode === 'normal') delete root.dataset.vision;
  else root.dataset.vision = mode;
  if (images) delete root.dataset.images;
  else root.dataset.images = 'hidden';
}

/**
 * The same, as the inline script of <head> runs it (no module there): the stored choice, checked
 * as parseVision checks it, and its stylesheet, which holds the first paint (`blocking="render"`):
 * the page is never shown in the wrong colours first.
 */
export const VISION_HEAD_SCRIPT =
  // Its calls marked pure: the browser's bundle, which has no use for the script, then drops them (docs/hydration.md's budgets).
  `try{var v=JSON.parse(localStorage.getItem(${/* @__PURE__ */ JSON.stringify(VISION_KEY)})||'null'),r=document.documentElement;` +
  `if(v&&${/* @__PURE__ */ JSON.stringify(/* @__PURE__ */ VISION_MODES.slice(1))}.indexOf(v.mode)>=0)r.dataset.vision=v.mode;` +
  `if(v&&v.images===false)r.dataset.images='hidden';` +
  `if(r.dataset.vision||r.dataset.images){var l=document.createElement('link');l.id=${/* @__PURE__ */ JSON.stringify(STYLESHEET_ID)};` +
  `l.rel='stylesheet';l.href=${/* @__PURE__ */ JSON.stringify(visionStylesheet)};l.setAttribute('blocking','render');document.head.appendChild(l)}}catch(e){}`;
