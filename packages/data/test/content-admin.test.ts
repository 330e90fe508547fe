import { randomUUID } from 'node:crypto';
import { menuImageMaxBytes } from '@venue/domain/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBirthdayPackage } from '../src/birthday-packages/add-birthday-package.ts';
import { deleteBirthdayPackage } from '../src/birthday-packages/delete-birthday-package.ts';
import { listManagedBirthdayPackages } from '../src/birthday-packages/list-managed-birthday-packages.ts';
import { updateBirthdayPackage } from '../src/birthday-packages/update-birthday-package.ts';
import { addFaq } from '../src/faqs/add-faq.ts';
import { deleteFaq } from '../src/faqs/delete-faq.ts';
import { listFaqs } from '../src/faqs/list-faqs.ts';
import { updateFaq } from '../src/faqs/update-faq.ts';
import { deleteFeedback } from '../src/feedback/delete-feedback.ts';
import { listFeedback } from '../src/feedback/list-feedback.ts';
import { addMenuItem } from '../src/menu-items/add-menu-item.ts';
import { deleteMenuItem } from '../src/menu-items/delete-menu-item.ts';
import { listMenuItems } from '../src/menu-items/list-menu-items.ts';
import { menuImagePathOf, menuImagesBucket } from '../src/menu-items/menu-image-storage.ts';
import { searchMenuItems } from '../src/menu-items/search-menu-items.ts';
import { updateMenuItem } from '../src/menu-items/update-menu-item.ts';
import { uploadMenuImage } from '../src/menu-items/upload-menu-image.ts';
import { addOffer } from '../src/offers/add-offer.ts';
import { deleteOffer } from '../src/offers/delete-offer.ts';
import { isTooLargeRefusal } from '../src/upload-refusals.ts';
import { addZoneMedia } from '../src/zone-media/add-zone-media.ts';
import { deleteZoneMedia } from '../src/zone-media/delete-zone-media.ts';
import {
  type Client,
  closeSql,
  service,
  signInAsJana,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// The manager's content commands against the real schema, policies and Storage: what they write,
// that deletes also remove the stored file, and that reception is refused with nothing changed.

let jana: Client;
let reception: Client;
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  [jana, reception] = await Promise.all([signInAsJana(), signInAsReception()]);
});
afterAll(closeSql);

const png = () =>
  new Blob(
    [
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
    { type: 'image/png' },
  );

async function objectExists(bucket: string, path: string): Promise<boolean> {
  const rows = await sql('select 1 from storage.objects where bucket_id = $1 and name = $2', [
    bucket,
    path,
  ]);
  return rows.length === 1;
}

describe('menu items', () => {
  it('uploads an image, adds the item with its public URL, finds it, and deletes both', async () => {
    const uploaded = await uploadMenuImage(jana, png(), 'Iced Latte!.PNG');
    expect(uploaded.path).toMatch(/^[0-9a-f-]{36}\/iced-latte\.png$/);
    expect(await objectExists('menu-images', uploaded.path)).toBe(true);
    expect(menuImagePathOf(jana, uploaded.url)).toBe(uploaded.path);

    const item = await addMenuItem(jana, {
      name: { en: `Iced Latte ${run}` },
      image: uploaded.url,
    });
    const found = await searchMenuItems(jana, { search: run, offset: 0, limit: 12 });
    expect(found).toEqual({ items: [item], total: 1 });

    expect(await deleteMenuItem(jana, item)).toEqual({ fileError: null });
    expect(await sql('select 1 from public.menu_items where id = $1', [item.id])).toEqual([]);
    expect(await objectExists('menu-images', uploaded.path)).toBe(false);
  });

  it("pages 12 at a time, in the menu's order (new items last), and treats % and _ in a search as plain characters", async () => {
    const names = Array.from(
      { length: 14 },
      (_, index) => `Page ${run} ${String(index).padStart(2, '0')}`,
    );
    for (const name of names)
      await addMenuItem(jana, { name: { en: name }, image: 'Ask at the counter' });
    const first = await searchMenuItems(jana, { search: `Page ${run}`, offset: 0, limit: 12 });
    const second = await searchMenuItems(jana, { search: `Page ${run}`, offset: 12, limit: 12 });
    expect(first.total).toBe(14);
    expect(first.items).toHaveLength(12);
    expect(first.items.map((item) => item.name.en)).toEqual(names.slice(0, 12));
    expect(second.items.map((item) => item.name.en)).toEqual([names[12], names[13]]);
    expect(
      (await searchMenuItems(jana, { search: `Page_${run}`, offset: 0, limit: 12 })).total,
    ).toBe(0);
    expect((await searchMenuItems(jana, { search: '%', offset: 0, limit: 12 })).total).toBe(0);
  });

  it('finds an item by its name in either language, with quotes, commas and brackets as typed', async () => {
    const item = await addMenuItem(jana, {
      name: { en: `Mint "tea", (hot) ${run}`, ar: `شاي بالنعناع ${run}` },
      image: 'Ask at the counter',
    });
    const search = (text: string) => searchMenuItems(jana, { search: text, offset: 0, limit: 12 });
    expect((await search(`شاي بالنعناع ${run}`)).items).toEqual([item]);
    expect((await search(`MINT "TEA", (HOT) ${run}`)).items).toEqual([item]);
    expect((await search(`"tea", (hot) ${run}`)).items).toEqual([item]);
    expect((await search(`tea) ${run}`)).total).toBe(0);
    expect((await search(`\\ ${run}`)).total).toBe(0);
  });

  it('writes and reads an item in each language, with a description and own category in its languages', async () => {
    const item = await addMenuItem(jana, {
      name: { en: `Nachos ${run}`, ar: `ناتشوز ${run}` },
      image: 'Cheese',
      description: { ar: 'للمشاركة.' },
      category: null,
      ownCategory: { en: 'Sharing plates', ar: 'أطباق للمشاركة' },
    });
    expect(item).toMatchObject({
      name: { en: `Nachos ${run}`, ar: `ناتشوز ${run}` },
      description: { ar: 'للمشاركة.' },
      category: null,
      own_category: { en: 'Sharing plates', ar: 'أطباق للمشاركة' },
    });
    const arabicOnly = await updateMenuItem(jana, item.id, {
      name: { ar: `ناتشوز ${run}` },
      image: 'Cheese',
      description: null,
      category: 'food',
      ownCategory: null,
    });
    expect(arabicOnly).toMatchObject({
      name: { ar: `ناتشوز ${run}` },
      description: null,
      category: 'food',
      own_category: null,
    });
    const visible = (await listMenuItems(visitor())).find((row) => row.id === item.id);
    expect(visible).toMatchObject({ name: { ar: `ناتشوز ${run}` }, category: 'food' });
  });

  it('refuses reception: no upload, no item, no delete', async () => {
    await expect(uploadMenuImage(reception, png(), 'x.png')).rejects.toThrow();
    await expect(
      addMenuItem(reception, { name: { ar: `Nope ${run}` }, image: 'text' }),
    ).rejects.toThrow();
    const item = await addMenuItem(jana, { name: { en: `Kept ${run}` }, image: 'text' });
    await expect(
      updateMenuItem(reception, item.id, { name: { ar: `Nope ${run}` }, image: 'text' }),
    ).rejects.toThrow();
    expect(await sql('select name from public.menu_items where id = $1', [item.id])).toEqual([
      { name: { en: `Kept ${run}` } },
    ]);
    await expect(deleteMenuItem(reception, item)).rejects.toMatchObject({
      message: 'This menu item no longer exists or you may not delete it.',
      refusal: { code: 'content.delete_gone', params: { item: 'menu_item' } },
    });
    expect(await sql('select 1 from public.menu_items where id = $1', [item.id])).toHaveLength(1);
  });

  it('refuses an image over the bucket limit before uploading, naming the limit', async () => {
    const large = new Blob([new Uint8Array(menuImageMaxBytes + 1)], { type: 'image/png' });
    await expect(uploadMenuImage(jana, large, 'large.png')).rejects.toMatchObject({
      code: 'file_too_large',
      refusal: { code: 'file.too_large', params: { maxBytes: menuImageMaxBytes } },
    });
  });

  it("reads Storage's own refusal of a file over the bucket limit by its status, not its words", async () => {
    const large = new Blob([new Uint8Array(menuImageMaxBytes + 1)], { type: 'image/png' });
    const { error } = await jana.storage
      .from(menuImagesBucket)
      .upload(`size-check-${randomUUID()}.png`, large, { contentType: 'image/png' });
    expect(error).not.toBeNull();
    expect(isTooLargeRefusal(error)).toBe(true);
    const { error: missing } = await jana.storage.from(menuImagesBucket).download('no-such.png');
    expect(isTooLargeRefusal(missing)).toBe(false);
  });

  it('refuses a file that is not an image before uploading', async () => {
    const text = new Blob(['hello'], { type: 'text/plain' });
    await expect(uploadMenuImage(jana, text, 'notes.txt')).rejects.toMatchObject({
      refusal: { code: 'file.image_required', params: {} },
    });
  });
});

describe('birthday packages, offers, FAQs and feedback', () => {
  it('adds, updates and deletes a birthday package', async () => {
    const added = await addBirthdayPackage(jana, {
      title: { en: `Ember ${run}` },
      price: 65.5,
      items: { en: ['1 VR session'] },
      minPeople: 1,
      maxPeople: 15,
      duration: 90,
    });
    expect(added).toMatchObject({
      price: 65.5,
      min_people: 1,
      max_people: 15,
      duration: 90,
      title: { en: `Ember ${run}` },
      items: { en: ['1 VR session'] },
    });
    const updated = await updateBirthdayPackage(jana, added.id, {
      title: { en: `Ember ${run}` },
      price: 60,
      items: { en: ['1 VR session', 'Cake table'] },
      minPeople: 12,
      maxPeople: 20,
      duration: 90,
    });
    expect(updated).toMatchObject({
      price: 60,
      min_people: 12,
      max_people: 20,
      items: { en: ['1 VR session', 'Cake table'] },
    });
    expect((await listManagedBirthdayPackages(jana)).map((pkg) => pkg.id)).toContain(added.id);
    await expect(
      updateBirthdayPackage(reception, added.id, {
        title: { en: 'Hacked' },
        price: 1,
        items: {},
        minPeople: 1,
        maxPeople: 1,
        duration: 45,
      }),
    ).rejects.toThrow(/no longer exists or you may not/);
    await expect(deleteBirthdayPackage(reception, added.id)).rejects.toThrow();
    await deleteBirthdayPackage(jana, added.id);
    expect(await sql('select 1 from public.birthday_packages where id = $1', [added.id])).toEqual(
      [],
    );
  });

  it('adds and deletes offers and FAQs; reception cannot', async () => {
    const offer = await addOffer(jana, { spend: 4321, get: 43 });
    await expect(addOffer(reception, { spend: 1, get: 1 })).rejects.toThrow();
    await expect(deleteOffer(reception, offer.id)).rejects.toThrow();
    await deleteOffer(jana, offer.id);
    await expect(deleteOffer(jana, offer.id)).rejects.toThrow('This offer no longer exists');

    const faq = await addFaq(jana, {
      question: { en: `Parking ${run}?` },
      answer: { en: 'Behind the building.' },
    });
    await expect(deleteFaq(reception, faq.id)).rejects.toThrow();
    await deleteFaq(jana, faq.id);
    expect(await sql('select 1 from public.faqs where id = $1', [faq.id])).toEqual([]);
  });

  it('the manager writes a FAQ in each language; visitors read both; reception writes neither', async () => {
    const arabicOnly = await addFaq(jana, {
      question: { ar: `موقف ${run}؟` },
      answer: { ar: 'خلف المبنى.' },
    });
    expect(arabicOnly).toMatchObject({
      question: { ar: `موقف ${run}؟` },
      answer: { ar: 'خلف المبنى.' },
    });
    const both = await updateFaq(jana, arabicOnly.id, {
      question: { en: `Parking ${run}?`, ar: `موقف ${run}؟` },
      answer: { en: 'Behind the building.', ar: 'خلف المبنى.' },
    });
    expect(both.question).toEqual({ en: `Parking ${run}?`, ar: `موقف ${run}؟` });
    const read = (await listFaqs(visitor())).find((faq) => faq.id === arabicOnly.id);
    expect(read).toMatchObject({
      question: { en: `Parking ${run}?`, ar: `موقف ${run}؟` },
      answer: { en: 'Behind the building.', ar: 'خلف المبنى.' },
    });

    await expect(
      updateFaq(reception, arabicOnly.id, { question: { ar: 'تغيير؟' }, answer: { ar: 'لا.' } }),
    ).rejects.toThrow();
    await expect(
      addFaq(reception, { question: { ar: 'سؤال؟' }, answer: { ar: 'جواب.' } }),
    ).rejects.toThrow();
    const [row] = await sql<{ question: Record<string, string> }>(
      'select question from public.faqs where id = $1',
      [arabicOnly.id],
    );
    expect(row?.question).toEqual({ en: `Parking ${run}?`, ar: `موقف ${run}؟` });
    await deleteFaq(jana, arabicOnly.id);
  });

  it('lists feedback newest first and lets only the manager delete it', async () => {
    const { data, error } = await service()
      .from('feedback')
      .insert([
        { name: `Old ${run}`, rating: 4, comment: 'Nice', created_at: '2020-01-01T00:00:00Z' },
        { name: `New ${run}`, rating: 5, comment: 'Great', created_at: '2030-01-01T00:00:00Z' },
      ])
      .select('id, name');
    if (error) throw error;
    const list = await listFeedback(jana);
    const mine = list.filter((item) => item.name.endsWith(run)).map((item) => item.name);
    expect(mine).toEqual([`New ${run}`, `Old ${run}`]);
    const old = data.find((row) => row.name === `Old ${run}`);
    await expect(deleteFeedback(reception, old?.id ?? '')).rejects.toThrow();
    for (const row of data) await deleteFeedback(jana, row.id);
    expect(await sql('select 1 from public.feedback where name like $1', [`%${run}`])).toEqual([]);
  });
});

describe('zone media', () => {
  it('deletes a gallery row and its stored file; reception cannot', async () => {
    const path = `cafe/${run}/corner.png`;
    const { error } = await jana.storage
      .from('zone-media')
      .upload(path, png(), { contentType: 'image/png' });
    if (error) throw error;
    const media = await addZoneMedia(jana, {
      zone: 'cafe',
      kind: 'image',
      url: jana.storage.from('zone-media').getPublicUrl(path).data.publicUrl,
      storagePath: path,
      name: { en: 'corner.png' },
    });
    await expect(deleteZoneMedia(reception, media)).rejects.toThrow();
    expect(await objectExists('zone-media', path)).toBe(true);
    await deleteZoneMedia(jana, media);
    expect(await sql('select 1 from public.zone_media where id = $1', [media.id])).toEqual([]);
    expect(await objectExists('zone-media', path)).toBe(false);
  });
});
