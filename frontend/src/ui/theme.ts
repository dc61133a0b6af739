/** Colours chosen for WCAG AA contrast on white and on the brand green. */
export const theme = {
  green: '#1b5e20',
  greenDark: '#0f3d13',
  greenLight: '#e8f5e9',
  gold: '#f9a825',
  text: '#1f2933',
  muted: '#4a5560',
  border: '#d0d7de',
  background: '#ffffff',
  surface: '#f6f8f6',
  focus: '#0b57d0',
  /** Telegram's blue, darkened for white text at AA contrast. */
  telegram: '#17608f',
  wide: '1024px',
  medium: '768px',
  /**
   * Below this width the layouts stack for a phone (a media query's rem is the browser's own font size, so a reader who
   * enlarged it gets the phone layout sooner).
   */
  phone: '48rem',
} as const;
