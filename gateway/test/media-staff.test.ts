import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';

describe('media gallery and staff', () => {
  let stack: Stack;
  let photo: string;
  before(async () => {
    stack = await startStack();
    photo = await uploadImage(stack);
  });
  after(() => stack?.close());

  test('the seed has photo and video items; public reads filter by type, newest first', async () => {
    const photos = (await stack.call('GET', '/api/public/media?type=PHOTO_GALLERY&page=0&size=16', { token: null })).body;
    assert.equal(photos.success, true);
    assert.ok(photos.content.content.length > 0);
    assert.ok(photos.content.content.every((item: { type: string }) => item.type === 'PHOTO_GALLERY'));
    assert.ok(photos.content.content.some((item: { others: string[] }) => item.others.length > 0));
    const videos = (await stack.call('GET', '/api/public/media?type=VIDEO_GALLERY&size=16', { token: null })).body.content;
    assert.ok(videos.content.length > 0);
    assert.ok(
      videos.content.every((item: { type: string; address: string }) => item.type === 'VIDEO_GALLERY' && /youtu/.test(item.address)),
    );
    assert.equal((await stack.call('GET', '/api/public/media?type=AUDIO', { token: null })).status, 400);
  });

  test('create a video and a photo item, list them in the admin, delete them', async () => {
    const video = await stack.call('POST', '/api/v1/media', {
      body: { type: 'VIDEO_GALLERY', address: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', others: [], definition: 'Video' },
    });
    assert.equal(video.status, 200, video.text);
    assert.equal(video.body.success, true);
    const extra = await uploadImage(stack, 300, 300);
    const picture = await stack.call('POST', '/api/v1/media', {
      body: { type: 'PHOTO_GALLERY', address: photo, others: [extra, photo], definition: 'Photo' },
    });
    assert.equal(picture.status, 200, picture.text);

    const admin = (await stack.call('GET', '/api/v1/media?page=0&size=20&direction=DESC')).body.content;
    assert.equal(admin.content[0].id, picture.body.content.id, 'newest first');
    assert.deepEqual(admin.content[0], {
      id: picture.body.content.id,
      type: 'PHOTO_GALLERY',
      address: photo,
      others: [extra, photo],
      definition: 'Photo',
      definitionEn: '',
      definitionRu: '',
    });
    assert.deepEqual(admin.content[1], {
      id: video.body.content.id,
      type: 'VIDEO_GALLERY',
      address: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      others: [],
      definition: 'Video',
      definitionEn: '',
      definitionRu: '',
    });
    const oldest = (await stack.call('GET', '/api/v1/media?size=1&direction=ASC')).body.content.content[0];
    assert.notEqual(oldest.id, picture.body.content.id);

    assert.equal((await stack.call('DELETE', `/api/v1/media/${video.body.content.id}`)).status, 200);
    const publicVideos = (await stack.call('GET', '/api/public/media?type=VIDEO_GALLERY', { token: null })).body.content.content;
    assert.ok(!publicVideos.some((item: { id: string }) => item.id === video.body.content.id));
    assert.equal((await stack.call('DELETE', `/api/v1/media/${video.body.content.id}`)).status, 404);
  });

  test('gallery validation: description, video address, main image', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'VIDEO_GALLERY', address: 'https://youtu.be/aqz-KE-bpKQ' }, 'definition'],
      [{ type: 'VIDEO_GALLERY', address: '', definition: 'x' }, 'address'],
      [{ type: 'PHOTO_GALLERY', definition: 'x' }, 'address'],
      [{ type: 'PHOTO_GALLERY', address: photo, definition: '' }, 'definition'],
      [{ type: 'PHOTO_GALLERY', address: photo, definition: 'x', others: ['../../etc/passwd'] }, 'others.0'],
      [{ address: photo, definition: 'x' }, 'type'],
      [{ type: 'VIDEO_GALLERY', address: 'https://evil.example/video', definition: 'x' }, 'address'],
    ];
    for (const [body, field] of cases) {
      const answer = await stack.call('POST', '/api/v1/media', { body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.ok(answer.body.errors[field], `${field}: ${JSON.stringify(answer.body.errors)}`);
    }
  });

  test('staff: leadership and staff lists by order number, create, edit, delete', async () => {
    const leaders = (await stack.call('GET', '/api/public/staff?type=LEADER', { token: null })).body.content;
    assert.ok(leaders.length >= 3);
    assert.ok(leaders.every((person: { type: string; admission: string }) => person.type === 'LEADER' && person.admission));
    const numbers = leaders.map((person: { number: number }) => person.number);
    assert.deepEqual(
      numbers,
      [...numbers].sort((a, b) => a - b),
    );
    const staff = (await stack.call('GET', '/api/public/staff?type=STAFF', { token: null })).body.content;
    assert.ok(staff.length > 0 && staff.every((person: { type: string }) => person.type === 'STAFF'));

    const person = {
      fullName: 'Test Testov',
      position: 'Teacher',
      phone: '+998 90 123 45 67',
      admission: 'Monday',
      photo,
      number: 1,
      type: 'STAFF',
    };
    const created = await stack.call('POST', '/api/v1/staff', { body: person });
    assert.equal(created.status, 200, created.text);
    const id = created.body.content.id;
    const stored = (await stack.call('GET', '/api/v1/staff?type=STAFF')).body.content.find((p: { id: string }) => p.id === id);
    const untranslated = { fullNameEn: '', fullNameRu: '', positionEn: '', positionRu: '' };
    assert.deepEqual(stored, { ...person, ...untranslated, id, admission: '' }, 'staff have no reception day');

    const edited = await stack.call('POST', '/api/v1/staff', { body: { ...person, id, type: 'LEADER', admission: 'Friday', number: 9 } });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.body.content.id, id, 'POST with an id edits');
    const leader = (await stack.call('GET', '/api/public/staff?type=LEADER', { token: null })).body.content.find(
      (p: { id: string }) => p.id === id,
    );
    assert.equal(leader.admission, 'Friday');
    assert.equal(leader.number, 9);

    assert.equal((await stack.call('DELETE', `/api/v1/staff/${id}`)).status, 200);
    assert.equal((await stack.call('DELETE', `/api/v1/staff/${id}`)).status, 404);
    const unknownEdit = await stack.call('POST', '/api/v1/staff', { body: { ...person, id: 'nosuchperson1' } });
    assert.equal(unknownEdit.status, 404);
    assert.equal(typeof unknownEdit.body.cause, 'string');
  });

  test('staff validation: every field, order >= 1, admission for leadership; failures carry a cause', async () => {
    const valid = { fullName: 'A B', position: 'P', phone: '1', admission: 'Mon', photo, number: 1, type: 'LEADER' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, fullName: '' }, 'fullName'],
      [{ ...valid, position: undefined }, 'position'],
      [{ ...valid, phone: ' ' }, 'phone'],
      [{ ...valid, photo: '' }, 'photo'],
      [{ ...valid, number: 0 }, 'number'],
      [{ ...valid, number: 99_999_999_999 }, 'number'],
      [{ ...valid, admission: '' }, 'admission'],
      [{ ...valid, type: 'JANITOR' }, 'type'],
    ];
    for (const [body, field] of cases) {
      const answer = await stack.call('POST', '/api/v1/staff', { body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.success, false);
      assert.ok(answer.body.errors[field], `${field}: ${JSON.stringify(answer.body.errors)}`);
      assert.equal(typeof answer.body.cause, 'string');
      assert.ok(answer.body.cause.length > 0);
    }
    const staffWithoutAdmission = await stack.call('POST', '/api/v1/staff', { body: { ...valid, admission: '', type: 'STAFF' } });
    assert.equal(staffWithoutAdmission.status, 200, staffWithoutAdmission.text);
  });
});
