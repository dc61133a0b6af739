/**
 * The entry's part of closing a banner: a click on a close button loads what closes it (closedAnnouncements.ts), so
 * that a page's first load carries a few bytes for it, not the whole.
 */
export function closeAnnouncementsOnClick() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-announcement-close]');
    if (button) void import('./closedAnnouncements').then((module) => module.closeAnnouncement(button));
  });
}
