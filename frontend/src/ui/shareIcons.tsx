import { Link, Send } from 'lucide';
import { icon } from './layoutIcons';

// A news item's sharing (ui/ShareBar.tsx), in a module of their own so that only its page's chunk carries them.
export const TelegramIcon = /* @__PURE__ */ icon(Send);
export const CopyLinkIcon = /* @__PURE__ */ icon(Link);
