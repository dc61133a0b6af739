// On both databases: the outbox row written in the publication's transaction, and claimed by one conditional UPDATE (docs/telegram.md).
/**
 * Telegram channel posting (docs/telegram.md) against a stand-in of the Bot API (support/bot-api-stand-in.ts): a
 * publication is posted once per configured language with its photo, caption and link; an edit edits it, a delete
 * deletes it or says why it could not; 429's retry_after is waited out; a restart, a second look and a lost answer
 * never post twice, and a lost answer waits for the editor. The token goes in and never comes out, and is stored
 * encrypted. A Strapi of its own: the test restarts it, and it talks to the stand-in.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { newsBody } from './bodies.js';
import { ADMIN, SUPERUSER, eventually, startStack, type Stack } from './harness.js';
import { newMember } from './support/team.js';
import { uploadImage } from './images.js';
import { startBotApiStandIn, type BotApiStandIn } from './support/bot-api-stand-in.js';

const TOKEN = `7000${crypto.randomInt(100000, 999999)}:AA${crypto.randomBytes(24).toString('base64url')}`;
const CHANNELS = { uz: '-1001000000001', en: '-1001000000002', ru: '@lyceum_ru' } as const;
const unique = (prefix: string) => `${prefix} ${crypto.randomBytes(4).toString('hex')}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** One statement for both databases: `?` placeholders become PostgreSQL's `$n`. */
const both = (statement: string) => {
  let n = 0;
  return { sqlite: statement, postgres: statement.replace(/\?/g, () => `$${++n}`) };
};

describe('Telegram channel posting', () => {
  let stack: Stack;
  let bot: BotApiStandIn;
  let photo: string;
  /** Every answer's text: the token must be in none. */
  const answers: string[] = [];

  before(async () => {
    bot = await startBotApiStandIn(TOKEN, Object.values(CHANNELS));
    // Strapi inherits these (scripts/lib/processes.mjs): the stand-in's address, and a sender that looks often.
    Object.assign(process.env, {
      TELEGRAM_API_URL: bot.url,
      TELEGRAM_CHECK_MS: '200',
      TELEGRAM_LEASE_MS: '4000',
      TELEGRAM_TIMEOUT_MS: '3000',
      TELEGRAM_RETRY_MS: '300',
    });
    stack = await startStack({}, { privateCms: true });
    const call = stack.call.bind(stack);
    stack.call = async (...args) => {
      const answer = await call(...args);
      answers.push(answer.text);
      return answer;
    };
    photo = await uploadImage(stack);
  });
  after(async () => {
    await stack?.close();
    await bot?.close();
  });

  const callsFor = (id: string, method?: string) =>
    bot.calls.filter((call) => (!method || call.method === method) && JSON.stringify(call.fields).includes(`/news/${id}`));
  const messagesOf = (id: string) =>
    Object.values(CHANNELS).flatMap((chat) => [...bot.messages(chat)].filter(([, message]) => message.html.includes(`/news/${id}`)));
  /** The item's Telegram state in the admin's answer (none while Strapi restarts). */
  const telegramOf = async (id: string) => {
    const answer = await stack.call('GET', `/api/v1/blog/${id}`);
    if (answer.status !== 200) return { posting: true, posts: [], by: '' };
    return answer.body.content.telegram as { posting: boolean; posts: { lang: string; state: string; reason: string }[]; by: string };
  };
  const statesOf = async (id: string) => Object.fromEntries((await telegramOf(id)).posts.map((post) => [post.lang, post.state]));
  const publish = async (fields: Record<string, unknown> = {}) => {
    const created = await stack.call('POST', '/api/v1/blog', { body: { ...newsBody(photo, { titleEn: unique('Posted') }), ...fields } });
    assert.equal(created.status, 200, created.text);
    return created.body.content.id as string;
  };
  const allPosted = async (id: string) => Object.values(await statesOf(id)).join() === 'posted,posted,posted';

  /** The settings form as the admin sends it: the channels, and the password again. */
  const settingsBody = (fields: Record<string, unknown> = {}) => ({
    channelUz: CHANNELS.uz,
    channelEn: CHANNELS.en,
    channelRu: CHANNELS.ru,
    password: ADMIN.password,
    ...fields,
  });
  const telegramAudit = async () =>
    (await stack.call('GET', '/api/v1/audit?kind=telegram')).body.content.content as { action: string; title: string; actor: string }[];

  test('the settings take the token and channels, never give the token back, and keep it encrypted', async () => {
    const empty = await stack.call('GET', '/api/v1/telegram/settings');
    assert.equal(empty.status, 200, empty.text);
    assert.equal(empty.body.content.tokenSet, false);
    const wrong = await stack.call('PUT', '/api/v1/telegram/settings', { body: { token: 'not a token', channelUz: 'x y' } });
    assert.equal(wrong.status, 400);
    assert.deepEqual(Object.keys(wrong.body.errors ?? {}).sort(), ['channelUz', 'password', 'token']);

    const saved = await stack.call('PUT', '/api/v1/telegram/settings', { body: settingsBody({ token: TOKEN }) });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.body.content.tokenSet, true);
    assert.equal(saved.body.content.tokenFrom, 'admin');
    assert.deepEqual(saved.body.content.channels.ru, { id: CHANNELS.ru, from: 'admin' });
    // Channels changed, the token kept.
    const kept = await stack.call('PUT', '/api/v1/telegram/settings', { body: settingsBody() });
    assert.equal(kept.body.content.tokenSet, true);

    const [row] = await stack.sql(both('SELECT token_sealed FROM telegram_settings'));
    const sealed = String(row.token_sealed);
    assert.match(sealed, /^v1\./);
    assert.ok(!sealed.includes(TOKEN) && !sealed.includes(TOKEN.split(':')[1]), 'the stored token is encrypted');
  });

  test('a settings change needs the password again, is checked with Telegram, and is audited by field name only', async () => {
    const before = (await telegramAudit()).length;
    const noPassword = await stack.call('PUT', '/api/v1/telegram/settings', {
      body: settingsBody({ password: undefined, channelEn: '@other' }),
    });
    assert.equal(noPassword.status, 400);
    assert.ok(noPassword.body.errors.password);
    const wrongPassword = await stack.call('PUT', '/api/v1/telegram/settings', {
      body: settingsBody({ password: 'not-the-password', token: `${TOKEN.split(':')[0]}:AA${'x'.repeat(30)}` }),
    });
    assert.equal(wrongPassword.status, 400, wrongPassword.text);
    assert.equal(wrongPassword.body.code, 'PASSWORD_WRONG');
    assert.ok(wrongPassword.body.errors.password);
    // A token Telegram does not know, and a channel the bot cannot see: the fields at fault, nothing stored.
    const badToken = await stack.call('PUT', '/api/v1/telegram/settings', { body: settingsBody({ token: `123:AA${'y'.repeat(30)}` }) });
    assert.equal(badToken.status, 400, badToken.text);
    assert.equal(badToken.body.code, 'TELEGRAM_TOKEN_REJECTED');
    assert.deepEqual(Object.keys(badToken.body.errors), ['token']);
    const badChannel = await stack.call('PUT', '/api/v1/telegram/settings', { body: settingsBody({ channelEn: '@someone_else' }) });
    assert.equal(badChannel.status, 400, badChannel.text);
    assert.equal(badChannel.body.code, 'TELEGRAM_CHAT_UNKNOWN');
    assert.deepEqual(badChannel.body.errors, { channelEn: 'Bad Request: chat not found' });
    assert.equal((await stack.call('GET', '/api/v1/telegram/settings')).body.content.channels.en.id, CHANNELS.en);
    assert.equal((await telegramAudit()).length, before, 'nothing refused is audited');
    assert.ok(bot.calls.some((call) => call.method === 'getMe') && bot.calls.some((call) => call.method === 'getChat'));

    // A real change: audited with the names of the fields, never their values.
    const moved = await stack.call('PUT', '/api/v1/telegram/settings', { body: settingsBody({ channelRu: '', token: TOKEN }) });
    assert.equal(moved.status, 200, moved.text);
    const [entry] = await telegramAudit();
    assert.equal(entry.action, 'settings');
    assert.equal(entry.title, 'channelRu');
    assert.equal(entry.actor, ADMIN.username);
    assert.equal((await stack.call('PUT', '/api/v1/telegram/settings', { body: settingsBody() })).status, 200);
    assert.equal((await telegramAudit())[0].title, 'channelRu');
    const log = JSON.stringify(await stack.sql(both('SELECT * FROM audit_entries')));
    assert.ok(
      !log.includes(CHANNELS.ru) && !log.includes(TOKEN.split(':')[1]) && !log.includes(ADMIN.password),
      'no value in the audit log',
    );
  });

  test('a publication is posted once in each language: photo, bold title, excerpt and link', async () => {
    const id = await publish({ textEn: '<p>Spring &amp; <em>science</em> week</p>' });
    assert.ok(await eventually(() => allPosted(id), 15_000), JSON.stringify(await statesOf(id)));
    const sent = callsFor(id, 'sendPhoto');
    assert.deepEqual(sent.map((call) => call.fields.chat_id).sort(), Object.values(CHANNELS).sort());
    const english = sent.find((call) => call.fields.chat_id === CHANNELS.en)!;
    assert.equal(english.fields.parse_mode, 'HTML');
    assert.ok((english.photo && english.photo.size > 0 && english.photo.type === 'image/jpeg') || english.photo?.type.startsWith('image/'));
    assert.match(
      english.fields.caption,
      /^<b>Posted [0-9a-f]{8}<\/b>\n\nSpring &amp; science week\n\n<a href="https:\/\/lyceum\.example\/en\/news\//,
    );
    assert.ok(english.fields.caption.includes(`https://lyceum.example/en/news/${id}`));
    assert.ok(sent.find((call) => call.fields.chat_id === CHANNELS.ru)!.fields.caption.includes(`/ru/news/${id}`));
    await pause(1000);
    assert.equal(callsFor(id).length, 3, 'nothing more');
    assert.equal(messagesOf(id).length, 3);
  });

  test('an edit edits the changed language once; a save that changes nothing sends nothing', async () => {
    const id = await publish();
    assert.ok(await eventually(() => allPosted(id), 15_000));
    const body = newsBody(photo, { id, titleEn: unique('Edited'), titleUz: 'Yangilik', titleRu: 'Новость' });
    const { titleEn: _title, ...unchanged } = body;
    void _title;
    assert.equal((await stack.call('PUT', '/api/v1/blog', { body })).status, 200);
    assert.ok(await eventually(async () => callsFor(id, 'editMessageCaption').length === 1 && (await allPosted(id)), 15_000));
    const [edit] = callsFor(id, 'editMessageCaption');
    assert.equal(edit.fields.chat_id, CHANNELS.en);
    assert.ok(edit.fields.caption.startsWith(`<b>${body.titleEn}</b>`));
    assert.equal(bot.messages(CHANNELS.en).get(Number(edit.fields.message_id))?.shown.split('\n')[0], body.titleEn);
    assert.equal((await stack.call('PUT', '/api/v1/blog', { body: { ...unchanged, titleEn: body.titleEn } })).status, 200);
    await pause(1000);
    assert.equal(callsFor(id).length, 4, 'three posts and one edit');

    // A new photo replaces the photo.
    const other = await uploadImage(stack, 320, 240);
    assert.equal((await stack.call('PUT', '/api/v1/blog', { body: { ...body, photo: other } })).status, 200);
    assert.ok(await eventually(async () => callsFor(id, 'editMessageMedia').length === 3 && (await allPosted(id)), 15_000));
  });

  test('a delete removes the posts; one Telegram will not delete is shown with its reason', async () => {
    const id = await publish();
    assert.ok(await eventually(() => allPosted(id), 15_000));
    // Older than Telegram's 48 hours in one channel.
    const [[oldId]] = [...bot.messages(CHANNELS.uz)].filter(([, message]) => message.html.includes(`/news/${id}`));
    bot.age(CHANNELS.uz, oldId, 49);
    assert.equal((await stack.call('DELETE', `/api/v1/blog/${id}`)).status, 200);
    const rows = async () => stack.sql(both('SELECT lang, state, last_error FROM telegram_posts WHERE item_id = ? ORDER BY lang'), [id]);
    assert.ok(
      await eventually(async () => (await rows()).map((row) => row.state).join() === 'removed,removed,not-removable', 15_000),
      JSON.stringify(await rows()),
    );
    assert.equal((await rows())[2].last_error, "Bad Request: message can't be deleted");
    assert.equal(bot.calls.filter((call) => call.method === 'deleteMessage').length, 3);
    assert.equal(messagesOf(id).length, 1, 'only the old one is left');
    const problems = await stack.call('GET', '/api/v1/telegram/problems');
    assert.equal(problems.status, 200, problems.text);
    const problem = (problems.body.content as { id: string; lang: string; state: string; reason: string; by: string }[]).find(
      (entry) => entry.id === id,
    );
    assert.deepEqual(problem && { lang: problem.lang, state: problem.state, reason: problem.reason, by: problem.by }, {
      lang: 'uz',
      state: 'not-removable',
      reason: "Bad Request: message can't be deleted",
      by: ADMIN.username,
    });
  });

  test('429: sent again only after retry_after, once, across a restart of the CMS', async () => {
    bot.refuseNext('sendPhoto', { error_code: 429, description: 'Too Many Requests: retry after 6', retry_after: 6 });
    const id = await publish();
    assert.ok(await eventually(async () => callsFor(id, 'sendPhoto').length >= 1, 10_000));
    const refusedAt = Math.min(...callsFor(id, 'sendPhoto').map((call) => call.at));
    // Stopped with no send on its way (the refused post waiting, or on a slow machine already posted, the other two
    // posted): a send cut off by the stop is left unknown on purpose, never sent twice, which is another test's case.
    const noSendUnderway = async () =>
      ['posted,posted,waiting', 'posted,posted,posted'].includes(
        Object.values(await statesOf(id))
          .sort()
          .join(),
      );
    assert.ok(await eventually(noSendUnderway, 15_000), JSON.stringify(await statesOf(id)));
    await stack.cms.stop();
    await stack.cms.restart();
    assert.ok(await eventually(() => allPosted(id), 30_000), JSON.stringify(await statesOf(id)));
    const sent = callsFor(id, 'sendPhoto');
    assert.equal(sent.length, 4, 'one refused, three posted');
    const retried = sent.filter((call) => call.at > refusedAt);
    const sameChannel = sent.filter((call) => call.fields.chat_id === sent.find((first) => first.at === refusedAt)!.fields.chat_id);
    assert.equal(sameChannel.length, 2);
    assert.ok(sameChannel[1].at - sameChannel[0].at >= 6000, `waited ${sameChannel[1].at - sameChannel[0].at} ms`);
    assert.ok(retried.length >= 1);
    assert.equal(messagesOf(id).length, 3, 'one post per channel');
  });

  test('an answer lost after the send leaves the post unknown, never resent, until the editor retries', async () => {
    bot.hangUpAfterNext('sendPhoto');
    const id = await publish();
    assert.ok(
      await eventually(
        async () =>
          Object.values(await statesOf(id))
            .sort()
            .join() === 'posted,posted,unknown',
        15_000,
      ),
    );
    const lost = (await telegramOf(id)).posts.find((post) => post.state === 'unknown')!;
    await pause(1500);
    assert.equal(callsFor(id, 'sendPhoto').length, 3, 'not sent again by itself');
    assert.equal(messagesOf(id).length, 3, 'Telegram did post it');

    const retried = await stack.call('POST', `/api/v1/telegram/news/${id}/retry`);
    assert.equal(retried.status, 200, retried.text);
    assert.ok(await eventually(() => allPosted(id), 15_000));
    assert.equal(callsFor(id, 'sendPhoto').length, 4);
    assert.ok(lost.lang);
    assert.equal((await stack.call('POST', '/api/v1/telegram/news/nosuchitem/retry')).status, 404);
  });

  test('a 5xx page or an answer too late after the send leaves the post unknown: never sent again by itself', async () => {
    bot.gatewayErrorAfterNext('sendPhoto', 502);
    bot.answerLateNext('sendPhoto', 4500);
    const id = await publish();
    const sorted = async () =>
      Object.values(await statesOf(id))
        .sort()
        .join();
    assert.ok(await eventually(async () => (await sorted()) === 'posted,unknown,unknown', 20_000), await sorted());
    await pause(1500);
    assert.equal(callsFor(id, 'sendPhoto').length, 3, 'not sent again by itself');
    assert.equal(messagesOf(id).length, 3, 'Telegram did post each once');
    const reasons = (await telegramOf(id)).posts.map((post) => post.reason).join(' | ');
    assert.match(reasons, /HTTP 502/);
    assert.match(reasons, /no answer within 3 s/);
  });

  test('a post Telegram refuses stays failed with its reason until the editor sends it again; a settings save sends or drops it', async () => {
    const forbidden = 'Forbidden: bot is not a member of the channel chat';
    const refuseOne = () => bot.refuseNext('sendPhoto', { error_code: 403, description: forbidden });
    const failedLang = async (id: string) => (await telegramOf(id)).posts.find((post) => post.state === 'failed');
    refuseOne();
    // The title as the visitor page shows it: < > & and a typed entity as typed.
    const title = `5 < 6 & 7 > 3 &amp; ${unique('Refused')}`;
    const id = await publish({ titleEn: title, titleUz: title, titleRu: title });
    assert.ok(await eventually(async () => Boolean(await failedLang(id)) && callsFor(id, 'sendPhoto').length === 3, 15_000));
    assert.ok(
      messagesOf(id).every(([, message]) => message.shown.startsWith(`${title}\n\n`)),
      'the title shown as typed',
    );
    await pause(1500);
    assert.equal(callsFor(id, 'sendPhoto').length, 3, 'a refused post is not sent again by itself');
    assert.equal((await failedLang(id))?.reason, forbidden);
    const problems = (await stack.call('GET', '/api/v1/telegram/problems')).body.content as { id: string; state: string; reason: string }[];
    assert.deepEqual(
      problems.filter((problem) => problem.id === id).map(({ state, reason }) => ({ state, reason })),
      [{ state: 'failed', reason: forbidden }],
    );
    const refused = (await stack.call('GET', '/api/v1/telegram/settings')).body.content.refused as number;
    assert.ok(refused >= 1);

    // Dropped with a settings save: nothing sent, nothing waiting for the editor.
    const dropped = await stack.call('PUT', '/api/v1/telegram/settings', { body: settingsBody({ refused: 'drop' }) });
    assert.equal(dropped.status, 200, dropped.text);
    assert.equal(dropped.body.content.refused, 0);
    await pause(800);
    assert.equal(callsFor(id, 'sendPhoto').length, 3);
    assert.equal(await failedLang(id), undefined);

    // Refused again, then sent again by a settings save (the bot was added to the channel meanwhile).
    refuseOne();
    const other = await publish();
    assert.ok(await eventually(async () => Boolean(await failedLang(other)), 15_000));
    const resent = await stack.call('PUT', '/api/v1/telegram/settings', { body: settingsBody() });
    assert.equal(resent.status, 200, resent.text);
    assert.ok(await eventually(() => allPosted(other), 15_000), JSON.stringify(await statesOf(other)));
    assert.equal(messagesOf(other).length, 3);
  });

  test('old news and an item back from the trash are posted only when the editor says so', async () => {
    const daysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const old = await publish({ publishedTime: daysAgo });
    const asked = await publish({ publishedTime: daysAgo, postToTelegram: true });
    const fresh = await publish();
    assert.ok(await eventually(async () => (await allPosted(asked)) && (await allPosted(fresh)), 15_000));
    assert.equal(callsFor(old).length, 0, 'news dated three days ago is not posted unasked');
    assert.deepEqual(await telegramOf(old), { posting: false, posts: [], by: ADMIN.username });

    const trashEntry = async (id: string) => {
      const page = (await stack.call('GET', '/api/v1/trash?size=100')).body.content.content as { id: string; itemId: string }[];
      return page.find((entry) => entry.itemId === id)!.id;
    };
    for (const id of [fresh, asked]) assert.equal((await stack.call('DELETE', `/api/v1/blog/${id}`)).status, 200);
    assert.ok(await eventually(async () => messagesOf(fresh).length === 0 && messagesOf(asked).length === 0, 15_000));
    // Restored without the editor's yes: back on the site, not in the channels.
    const quiet = await stack.call('POST', `/api/v1/trash/${await trashEntry(fresh)}/restore`);
    assert.equal(quiet.status, 200, quiet.text);
    const yes = await stack.call('POST', `/api/v1/trash/${await trashEntry(asked)}/restore`, { body: { telegram: true } });
    assert.equal(yes.status, 200, yes.text);
    assert.ok(await eventually(() => allPosted(asked), 15_000), JSON.stringify(await statesOf(asked)));
    await pause(1000);
    assert.equal(messagesOf(fresh).length, 0, 'restored without posting');
    assert.equal((await telegramOf(fresh)).posting, false);
    assert.equal(messagesOf(asked).length, 3, 'posted anew when asked');
    assert.equal((await stack.call('POST', `/api/v1/trash/nosuchentry/restore`, { body: { telegram: 'yes' } })).status, 400);
  });

  test('a sender that stopped while sending leaves the post unknown when its lease runs out', async () => {
    const id = await publish({ postToTelegram: false });
    // What a worker killed between its call and its record leaves behind.
    await stack.sql(
      both(
        "UPDATE telegram_posts SET posting = ?, state = 'sending', action = 'post', lease_owner = 'gone', lease_until = ? WHERE item_id = ? AND lang = 'en'",
      ),
      [stack.database === 'postgres' ? true : 1, Date.now() - 1000, id],
    );
    const row = async () => JSON.stringify(await stack.sql(both('SELECT * FROM telegram_posts WHERE item_id = ?'), [id]));
    assert.ok(
      await eventually(async () => (await statesOf(id)).en === 'unknown', 10_000),
      `${await row()} ${JSON.stringify(callsFor(id))}`,
    );
    await pause(1000);
    assert.equal(callsFor(id).length, 0);
  });

  test('posting off: nothing is sent until it is turned on', async () => {
    const id = await publish({ postToTelegram: false });
    await pause(1500);
    assert.equal(callsFor(id).length, 0);
    assert.deepEqual(await telegramOf(id), { posting: false, posts: [], by: ADMIN.username });
    // The posts name whoever acted last: here an editor of the team, who turns posting on.
    const editor = await newMember(stack, 'editor');
    const on = await stack.call('PUT', `/api/v1/telegram/news/${id}/posting`, { token: editor.token, body: { posting: true } });
    assert.equal(on.status, 200, on.text);
    assert.equal(on.body.content.by, editor.username);
    assert.ok(await eventually(() => allPosted(id), 15_000));
    assert.equal(callsFor(id, 'sendPhoto').length, 3);
  });

  test('a scheduled publication is posted when it goes out, once', async () => {
    const draft = await stack.call('POST', '/api/v1/blog', { body: { ...newsBody(photo, { titleEn: unique('Timed') }), draft: true } });
    const id = draft.body.content.id as string;
    await pause(800);
    assert.equal(callsFor(id).length, 0, 'a draft is not posted');
    const publishAt = new Date(Date.now() + 2000).toISOString();
    assert.equal((await stack.call('PUT', '/api/v1/schedule', { body: { kind: 'news', id, publishAt } })).status, 200);
    assert.ok(await eventually(() => allPosted(id), 20_000));
    await pause(1000);
    assert.equal(callsFor(id, 'sendPhoto').length, 3);
  });

  test("an edit and an unpublication in Strapi's panel edit and delete the post", async () => {
    const id = await publish();
    assert.ok(await eventually(() => allPosted(id), 15_000));
    const login = await fetch(`${stack.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(SUPERUSER),
    });
    assert.equal(login.status, 200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const panel = (route: string, body?: unknown) =>
      fetch(`${stack.url}/content-manager/collection-types/api::news.news/${id}${route}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const title = unique('Panel');
    assert.equal((await panel('/actions/publish?locale=uz', { title })).status, 200);
    assert.ok(await eventually(async () => callsFor(id, 'editMessageCaption').length === 1 && (await allPosted(id)), 15_000));
    assert.equal(callsFor(id, 'editMessageCaption')[0].fields.chat_id, CHANNELS.uz);
    assert.ok(callsFor(id, 'editMessageCaption')[0].fields.caption.startsWith(`<b>${title}</b>`));
    assert.equal((await panel('/actions/unpublish?locale=uz')).status, 200);
    assert.ok(await eventually(async () => (await statesOf(id)).uz === 'removed', 15_000), JSON.stringify(await statesOf(id)));
    assert.equal(messagesOf(id).length, 2);
  });

  test('the token is in no answer', () => {
    assert.ok(answers.length > 20);
    for (const text of answers) assert.ok(!text.includes(TOKEN.split(':')[1]), 'an answer carried the token');
  });
});
