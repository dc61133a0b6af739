import { lang as langSchema } from '@lyceum/contract';
import type { Request, Response } from 'express';
import type { PublicReads } from '../cache/public-read.js';
import { HttpError } from '../errors.js';
import { givePreviewCookie } from '../preview/cookie.js';
import type { PreviewTokens } from '../preview/tokens.js';
import type { Answer, RendererBuild } from './renderer.js';
import type { Templates } from './templates.js';

/** A page no preview link can name: rendered as the site's own "not found" (a news id that cannot exist). */
const NOT_FOUND_PATH = (lang: string) => `/${lang}/news/-`;

/**
 * A preview link's page (docs/editorial-workflow.md, "Preview"): the visitor page rendered by the same renderer, with
 * the latest version of the one document its token names and a bar saying it is a preview. Never cached nor indexed;
 * a tampered or expired token, or a page that is not the token's document, is the site's 404.
 */
export async function sendPreview(options: {
  req: Request;
  res: Response;
  build: RendererBuild;
  templates: Templates;
  reads: PublicReads;
  previews: PreviewTokens;
  /** The page's URL as it is rendered for visitors (without the token). */
  url: string;
  origin: string;
}): Promise<void> {
  const { req, res, build, templates, reads, previews, origin } = options;
  res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
  const token = typeof req.query.preview === 'string' ? req.query.preview : '';
  const subject = previews.verify(token);
  let previewed = false;
  const answerOf = async (load: () => Promise<{ content: unknown }>): Promise<Answer> => {
    try {
      return { content: (await load()).content };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { error: { status: error.status, message: error.message } };
    }
  };
  const input = { origin, template: templates.html };
  if (subject) {
    const result = await build.render({
      ...input,
      url: options.url,
      read: (key) =>
        answerOf(async () => {
          const answer = await reads.resolvePreview(key, subject);
          previewed ||= answer.previewed;
          return answer;
        }),
      preview: { token, expiresAt: subject.expiresAt.toISOString() },
    });
    if (previewed && 'html' in result && result.status === 200) {
      givePreviewCookie(req, res, token, subject.expiresAt);
      res.type('html').send(result.html);
      return;
    }
  }
  // The page's language, or Uzbek where the path names none (a path such as /en/.. is / once resolved).
  const lang = langSchema.parse(new URL(options.url).pathname.split('/')[1]);
  const missing = await build.render({
    ...input,
    url: `${origin}${NOT_FOUND_PATH(lang)}`,
    read: (key) => answerOf(() => reads.resolve(key)),
  });
  res
    .status(404)
    .type('html')
    .send('html' in missing ? missing.html : '');
}
