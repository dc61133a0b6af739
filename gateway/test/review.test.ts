/** The review of authors' drafts and their ownership (docs/editorial-workflow.md, "Review"; docs/security.md, "Roles"). */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ItemReview } from '@lyceum/contract';
import { newsBody } from './bodies.js';
import { startStack, type Stack } from './harness.js';
import { fileForm, uploadImage } from './images.js';
import { pdf } from './office-files.js';
import { newMember, type Member } from './support/team.js';

const HOUR = 3600_000;

describe('review', () => {
  let stack: Stack;
  let author: Member;
  let other: Member;
  let editor: Member;
  let photo: string;
  let file: string;
  before(async () => {
    stack = await startStack();
    [author, other, editor] = [await newMember(stack, 'author'), await newMember(stack, 'author'), await newMember(stack, 'editor')];
    photo = await uploadImage(stack);
    const uploaded = await stack.call('POST', '/api/attachment/document', { form: fileForm(pdf(3000), 'buyruq.pdf', 'application/pdf') });
    assert.equal(uploaded.status, 200, uploaded.text);
    file = uploaded.text;
  });
  after(() => stack?.close());

  /** The drafting kinds an author saves through the wizard's routes, each with a valid body. */
  const KINDS = [
    { kind: 'news', path: '/api/v1/blog', body: () => newsBody(photo, { titleUz: 'Muallif yangiligi' }) },
    {
      kind: 'event',
      path: '/api/v1/events',
      body: () => ({
        photo,
        startsAt: new Date(Date.now() + HOUR).toISOString(),
        endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
        allDay: false,
        registrationUrl: '',
        ...Object.fromEntries(
          ['Uz', 'En', 'Ru'].flatMap((lang) => [
            [`title${lang}`, `Tadbir ${lang}`],
            [`description${lang}`, '<p>x</p>'],
            [`place${lang}`, 'Aula'],
          ]),
        ),
      }),
    },
    {
      kind: 'official-document',
      path: '/api/v1/documents',
      body: () => ({ file, number: '7-q', date: '2030-01-02', category: 'ORDER', titleUz: 'Buyruq', titleEn: 'Order', titleRu: 'Приказ' }),
    },
  ] as const;

  const queue = async (token: string) => {
    const answer = await stack.call('GET', '/api/v1/reviews', { token });
    assert.equal(answer.status, 200, answer.text);
    return answer.body.content as { items: ItemReview[]; pending: number };
  };
  const reviewOf = async (kind: string, id: string, token = stack.token) =>
    (await stack.call('GET', `/api/v1/reviews/${kind}/${id}`, { token })).body.content as ItemReview | null;

  test('an author edits drafts of their own news, events and documents, never of what another created', async () => {
    for (const { kind, path, body } of KINDS) {
      const mine = await stack.call('POST', path, { token: author.token, body: { ...body(), draft: true } });
      assert.equal(mine.status, 200, `${kind}: ${mine.text}`);
      const id = mine.body.content.id as string;
      const again = await stack.call('PUT', path, { token: author.token, body: { ...body(), id, draft: true } });
      assert.equal(again.status, 200, `${kind}, their own again: ${again.text}`);
      const notTheirs = await stack.call('PUT', path, { token: other.token, body: { ...body(), id, draft: true } });
      assert.equal(notTheirs.status, 403, `${kind}, another author's`);
      assert.equal(notTheirs.body.code, 'FORBIDDEN');
      const editors = await stack.call('POST', path, { token: editor.token, body: { ...body(), draft: true } });
      const editorsId = editors.body.content.id as string;
      assert.equal((await reviewOf(kind, editorsId))?.owner, editor.username, `${kind}: an editor's item is the editor's`);
      const refused = await stack.call('PUT', path, { token: author.token, body: { ...body(), id: editorsId, draft: true } });
      assert.equal(refused.status, 403, `${kind}, an editor's`);
      // The editor edits anyone's.
      assert.equal((await stack.call('PUT', path, { token: editor.token, body: { ...body(), id, draft: true } })).status, 200);
      assert.equal((await reviewOf(kind, id))?.owner, author.username, `${kind}: the draft stays the author's`);
      const listed = await stack.call('GET', `${path}/${id}`);
      assert.deepEqual(
        [listed.body.content.owner, (await stack.call('GET', `${path}/${editorsId}`)).body.content.owner],
        [author.username, editor.username],
      );
    }
  });

  test('a draft is submitted, returned with a comment, submitted again and published by an editor, each step by name', async () => {
    const title = `Ko'rib chiqiladigan ${Date.now()}`;
    const body = newsBody(photo, { titleUz: title });
    const submitted = await stack.call('POST', '/api/v1/blog', { token: author.token, body: { ...body, draft: true, review: true } });
    assert.equal(submitted.status, 200, submitted.text);
    const id = submitted.body.content.id as string;

    const waiting = await queue(editor.token);
    const queued = waiting.items.find((item) => item.id === id);
    assert.equal(queued?.state, 'submitted');
    assert.equal(queued?.owner, author.username);
    assert.equal(queued?.title, title);
    assert.ok(queued?.submittedAt);
    assert.equal(waiting.pending, waiting.items.filter((item) => item.state === 'submitted').length, 'the editor is waited for');
    assert.equal(
      (await queue(other.token)).items.some((item) => item.id === id),
      false,
      'another author does not see it',
    );
    assert.equal(await reviewOf('news', id, other.token), null);

    const comment = "Sarlavhani qisqartiring </script> $' \u202e";
    const refusedByAuthor = await stack.call('POST', `/api/v1/reviews/news/${id}/return`, { token: author.token, body: { comment } });
    assert.equal(refusedByAuthor.status, 403, 'an author returns nothing');
    const empty = await stack.call('POST', `/api/v1/reviews/news/${id}/return`, { token: editor.token, body: { comment: '  ' } });
    assert.equal(empty.status, 400, 'a return says why');
    const returned = await stack.call('POST', `/api/v1/reviews/news/${id}/return`, { token: editor.token, body: { comment } });
    assert.equal(returned.status, 200, returned.text);
    assert.equal(returned.body.content.state, 'returned');
    const again = await stack.call('POST', `/api/v1/reviews/news/${id}/return`, { token: editor.token, body: { comment } });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'REVIEW_NOT_PENDING');

    const seen = await reviewOf('news', id, author.token);
    assert.deepEqual([seen?.state, seen?.comment, seen?.reviewer], ['returned', comment, editor.username], 'the author reads the comment');
    const authors = await queue(author.token);
    assert.equal(authors.pending, authors.items.filter((item) => item.state === 'returned').length);
    assert.ok(authors.pending >= 1, 'the returned draft waits for its author');
    assert.equal(authors.items[0].state, 'returned', 'what waits for the author comes first');

    // A plain save keeps it returned, the comment beside it; the save with `review` submits it again.
    assert.equal(
      (await stack.call('PUT', '/api/v1/blog', { token: author.token, body: { ...body, id, titleUz: `${title}.`, draft: true } })).status,
      200,
    );
    assert.deepEqual([(await reviewOf('news', id))?.state, (await reviewOf('news', id))?.comment], ['returned', comment]);
    assert.equal(
      (
        await stack.call('PUT', '/api/v1/blog', {
          token: author.token,
          body: { ...body, id, titleUz: `${title}!`, draft: true, review: true },
        })
      ).status,
      200,
    );
    const resubmitted = await reviewOf('news', id);
    assert.deepEqual([resubmitted?.state, resubmitted?.comment, resubmitted?.title], ['submitted', '', `${title}!`]);

    const published = await stack.call('PUT', '/api/v1/blog', {
      token: editor.token,
      body: { ...body, id, titleUz: `${title}!`, draft: false },
    });
    assert.equal(published.status, 200, published.text);
    const settled = await reviewOf('news', id);
    assert.deepEqual([settled?.state, settled?.reviewer], ['published', editor.username]);
    assert.equal(
      (await queue(editor.token)).items.some((item) => item.id === id),
      false,
      'it left the queue',
    );
    assert.equal((await stack.call('GET', `/api/public/news/${id}?lang=uz`, { token: null })).body.content.title, `${title}!`);

    // Every step names the person who took it, in the audit log and in the revisions.
    const log = await stack.call('GET', '/api/v1/audit?kind=news&size=50');
    const steps = log.body.content.content
      .filter((entry: { itemId: string }) => entry.itemId === id)
      .map((entry: { action: string; actor: string }) => `${entry.action} ${entry.actor}`)
      .reverse();
    assert.deepEqual(steps, [
      `submit ${author.username}`,
      `return ${editor.username}`,
      `draft ${author.username}`,
      `submit ${author.username}`,
      `update ${editor.username}`,
    ]);
    const revisions = await stack.call('GET', `/api/v1/revisions?kind=news&id=${id}&size=20`);
    const savedBy = revisions.body.content.content.map(
      (revision: { action: string; savedBy: string }) => `${revision.action} ${revision.savedBy}`,
    );
    assert.deepEqual(savedBy.reverse(), [
      `draft ${author.username}`,
      `draft ${author.username}`,
      `draft ${author.username}`,
      `save ${editor.username}`,
    ]);
  });

  test('a schedule decides a submitted draft; cancelled, it waits again; in the trash, it waits for nobody, and back from it, for review', async () => {
    const body = { ...newsBody(photo, { titleUz: 'Rejalashtiriladigan' }), draft: true };
    const saved = await stack.call('POST', '/api/v1/blog', { token: author.token, body: { ...body, review: true } });
    const id = saved.body.content.id as string;
    const at = new Date(Date.now() + 24 * HOUR).toISOString();
    assert.equal(
      (await stack.call('PUT', '/api/v1/schedule', { token: editor.token, body: { kind: 'news', id, publishAt: at } })).status,
      200,
    );
    assert.deepEqual([(await reviewOf('news', id))?.state, (await reviewOf('news', id))?.reviewer], ['scheduled', editor.username]);
    assert.equal((await stack.call('DELETE', `/api/v1/schedule/news/${id}`, { token: editor.token })).status, 200);
    assert.deepEqual([(await reviewOf('news', id))?.state, (await reviewOf('news', id))?.reviewer], ['submitted', '']);
    // Deleted while scheduled: in no queue; restored, it waits for review again (its schedule went with the delete).
    assert.equal(
      (await stack.call('PUT', '/api/v1/schedule', { token: editor.token, body: { kind: 'news', id, publishAt: at } })).status,
      200,
    );
    assert.equal((await stack.call('DELETE', `/api/v1/blog/${id}`, { token: editor.token })).status, 200);
    assert.equal(
      (await queue(editor.token)).items.some((item) => item.id === id),
      false,
    );
    const gone = await stack.call('POST', `/api/v1/reviews/news/${id}/return`, { token: editor.token, body: { comment: 'x' } });
    assert.equal(gone.status, 409);
    assert.equal(gone.body.code, 'REVIEW_NOT_PENDING');
    const trash = await stack.call('GET', '/api/v1/trash?size=100', { token: editor.token });
    const entry = trash.body.content.content.find((candidate: { itemId: string }) => candidate.itemId === id);
    assert.equal((await stack.call('POST', `/api/v1/trash/${entry.id}/restore`, { token: editor.token, body: {} })).status, 200);
    assert.equal((await queue(editor.token)).items.find((item) => item.id === id)?.state, 'submitted');
    assert.equal(
      (await stack.call('POST', `/api/v1/reviews/news/${id}/return`, { token: editor.token, body: { comment: 'x' } })).status,
      200,
    );
  });

  test("a page text's review answers the author who submitted it, in their menu groups; a scheduled one is not theirs to change", async () => {
    const menu = await stack.call('POST', '/api/v1/menu', {
      body: {
        nameUz: 'Sahifa',
        nameEn: 'Page',
        nameRu: 'Страница',
        url: `/review-${Date.now().toString(36)}`,
        groupName: 'info',
        number: 98,
      },
    });
    assert.equal(menu.status, 200, menu.text);
    const menuId = menu.body.content.id as string;
    const page = (fields: Record<string, unknown> = {}) => ({
      menu: menuId,
      titleUz: 'Sahifa',
      titleEn: 'Page',
      titleRu: 'Страница',
      ...fields,
    });
    // The editor writes the text first; an author of the group submits a change to it.
    assert.equal((await stack.call('POST', '/api/v1/page', { token: editor.token, body: page() })).status, 200);
    const groupAuthor = await newMember(stack, 'author', ['info']);
    const submitted = await stack.call('POST', '/api/v1/page', {
      token: groupAuthor.token,
      body: page({ titleEn: 'Page, mended', draft: true, review: true }),
    });
    assert.equal(submitted.status, 200, submitted.text);
    const pageTextId = (await stack.call('GET', `/api/v1/page?menu=${menuId}`)).body.content.id as string;
    const mine = (await queue(groupAuthor.token)).items.find((item) => item.id === pageTextId);
    assert.deepEqual([mine?.kind, mine?.state, mine?.owner, mine?.menu], ['page-text', 'submitted', groupAuthor.username, menuId]);
    assert.equal(
      (await stack.call('POST', `/api/v1/reviews/page-text/${pageTextId}/return`, { token: editor.token, body: { comment: 'Qisqaroq' } }))
        .status,
      200,
    );
    assert.equal((await reviewOf('page-text', pageTextId, groupAuthor.token))?.comment, 'Qisqaroq', 'the author reads the return');

    const at = new Date(Date.now() + 24 * HOUR).toISOString();
    assert.equal(
      (await stack.call('PUT', '/api/v1/schedule', { token: editor.token, body: { kind: 'page', id: menuId, publishAt: at } })).status,
      200,
    );
    const late = await stack.call('POST', '/api/v1/page', { token: groupAuthor.token, body: page({ titleEn: 'Unseen', draft: true }) });
    assert.equal(late.status, 403, 'a scheduled page text goes out as the editor saw it');
    assert.equal((await stack.call('GET', `/api/v1/page?menu=${menuId}`)).body.content.titleEn, 'Page, mended');
  });

  test('only a draft is submitted, and only a drafting kind has reviews', async () => {
    const publishing = await stack.call('POST', '/api/v1/blog', { token: editor.token, body: { ...newsBody(photo), review: true } });
    assert.equal(publishing.status, 400, publishing.text);
    assert.equal((await stack.call('GET', '/api/v1/reviews/announcement/x')).status, 400);
    const none = await stack.call('GET', '/api/v1/reviews/news/no-such-id');
    assert.equal(none.status, 200);
    assert.equal(none.body.content, null);
  });
});
