import type { AdminNews, ArticleTexts, NewsBody } from '../api/news';
import type { AdminMessages } from '../messages';
import { uz } from '../messages/uz';
import { fromTashkentInput } from '../ui/tashkentTime';
import type { SaveAs } from '../ui/PublicationField';

/**
 * The wizard's fields: the item's, its time as the date input shows it (Tashkent's wall time), its type unchosen ('')
 * until the admin picks it, and whether it is posted to the Telegram channels (absent in work kept from before: on).
 */
export type NewsForm = ArticleTexts & Pick<AdminNews, 'photo' | 'publishedTime'> & { type: string; postToTelegram?: boolean };

/** Photo, date and type, asked on the final step; the server also wants the three titles. */
export function newsFormErrors(form: NewsForm, t: AdminMessages['crud'] = uz.crud): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of ['photo', 'publishedTime', 'type', 'titleUz', 'titleEn', 'titleRu'] as const)
    if (!form[key].trim()) errors[key] = t.required;
  return errors;
}

/**
 * What a save sends (`as`: a draft, submitted for review or not), once newsFormErrors found nothing: the one type the
 * contract knows is then the chosen one.
 */
export const newsBody = (form: NewsForm, { draft, review = false }: SaveAs): NewsBody => ({
  ...form,
  type: 'NEWS',
  publishedTime: fromTashkentInput(form.publishedTime),
  draft,
  review,
});
