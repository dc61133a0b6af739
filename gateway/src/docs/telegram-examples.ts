/**
 * Telegram posting's examples for the OpenAPI document (examples.ts spreads them into EXAMPLES): a news item of the
 * demo content posted in Uzbek and English, its Russian post refused by Telegram.
 */
export const TELEGRAM_NEWS_ID = 'x8n2k4q9w1e7r3t6y5u0i2op';

/** A news item's Telegram state as the admin's news answers carry it. */
export const TELEGRAM_STATE = {
  posting: true,
  posts: [
    { lang: 'en', state: 'posted', reason: '' },
    { lang: 'ru', state: 'failed', reason: 'Bad Request: chat not found' },
    { lang: 'uz', state: 'posted', reason: '' },
  ],
  by: 'nodira.editor',
};

const settings = {
  tokenSet: true,
  tokenFrom: 'admin',
  canStore: true,
  channels: {
    uz: { id: '-1001234567890', from: 'admin' },
    en: { id: '@lyceum_en', from: 'admin' },
    ru: { id: '', from: 'none' },
  },
  refused: 1,
};

export const TELEGRAM_EXAMPLES = {
  'get /api/v1/telegram/settings': { response: { success: true, content: settings } },
  'put /api/v1/telegram/settings': {
    request: {
      token: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw',
      channelUz: '-1001234567890',
      channelEn: '@lyceum_en',
      channelRu: '',
      password: 'the admin password again',
      code: '123456',
      refused: 'retry',
    },
    response: { success: true, message: 'Saqlandi', content: { ...settings, refused: 0 } },
  },
  'get /api/v1/telegram/problems': {
    response: {
      success: true,
      content: [
        {
          id: TELEGRAM_NEWS_ID,
          lang: 'ru',
          state: 'failed',
          reason: 'Bad Request: chat not found',
          by: 'nodira.editor',
          title: 'Bahorgi fan haftaligi',
          deleted: false,
        },
      ],
    },
  },
  'post /api/v1/telegram/news/:id/retry': {
    response: {
      success: true,
      content: {
        ...TELEGRAM_STATE,
        posts: TELEGRAM_STATE.posts.map((post) => ({ ...post, state: post.state === 'failed' ? 'waiting' : post.state, reason: '' })),
      },
    },
  },
  'put /api/v1/telegram/news/:id/posting': {
    request: { posting: false },
    response: { success: true, message: 'Saqlandi', content: { ...TELEGRAM_STATE, posting: false } },
  },
};
