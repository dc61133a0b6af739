import { CalendarPlus } from 'lucide';
import { icon } from './layoutIcons';

// An event's "add to calendar", in a module only the event page imports: an icon module several pages share becomes a
// small chunk, which the build folds into the chunk every visitor page loads (frontend/vite.config.ts).
export const CalendarPlusIcon = /* @__PURE__ */ icon(CalendarPlus);
