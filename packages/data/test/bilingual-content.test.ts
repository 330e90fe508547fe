import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBirthdayPackage } from '../src/birthday-packages/add-birthday-package.ts';
import { deleteBirthdayPackage } from '../src/birthday-packages/delete-birthday-package.ts';
import { listBirthdayPackages } from '../src/birthday-packages/list-birthday-packages.ts';
import { updateBirthdayPackage } from '../src/birthday-packages/update-birthday-package.ts';
import { addZoneMedia } from '../src/zone-media/add-zone-media.ts';
import { deleteZoneMedia } from '../src/zone-media/delete-zone-media.ts';
import { listZoneMedia } from '../src/zone-media/list-zone-media.ts';
import { renameZoneMedia } from '../src/zone-media/rename-zone-media.ts';
import { type Client, closeSql, signInAsJana, signInAsReception, sql, visitor } from './support.ts';

// The birthday packages' titles and items and the zone pictures' names in English and Arabic
// (decision 023): the manager writes each language, visitors read both, reception writes neither.

let jana: Client;
let reception: Client;
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  [jana, reception] = await Promise.all([signInAsJana(), signInAsReception()]);
});
afterAll(closeSql);

const numbers = { price: 55, minPeople: 1, maxPeople: 12, duration: 60 };

describe('birthday packages in both languages', () => {
  it('the manager writes a package in Arabic, then in English too; visitors read both', async () => {
    const arabic = {
      title: { ar: `شعلة ${run}` },
      items: { ar: ['جلسة واقع افتراضي واحدة', 'ساعة من البولينغ'] },
    };
    const added = await addBirthdayPackage(jana, { ...numbers, ...arabic });
    expect(added).toMatchObject(arabic);

    const both = {
      title: { en: `Flame ${run}`, ar: `شعلة ${run}` },
      items: { en: ['1 VR session', '1 hour bowling'], ar: arabic.items.ar },
    };
    const updated = await updateBirthdayPackage(jana, added.id, { ...numbers, ...both });
    expect(updated).toMatchObject(both);
    const read = (await listBirthdayPackages(visitor())).find((pkg) => pkg.id === added.id);
    // A visitor reads the guests who share a lane too (the default 6), for the lanes a party takes.
    expect(read).toMatchObject({
      ...both,
      price: 55,
      min_people: 1,
      max_people: 12,
      guests_per_lane: 6,
    });

    await deleteBirthdayPackage(jana, added.id);
  });

  it('reception can neither add a package nor change its title or items', async () => {
    const added = await addBirthdayPackage(jana, {
      ...numbers,
      title: { en: `Kept ${run}` },
      items: { en: ['Cake table'] },
    });
    await expect(
      addBirthdayPackage(reception, { ...numbers, title: { ar: `باقة ${run}` }, items: {} }),
    ).rejects.toThrow();
    await expect(
      updateBirthdayPackage(reception, added.id, {
        ...numbers,
        title: { en: `Kept ${run}`, ar: 'تغيير' },
        items: { en: ['Cake table'], ar: ['طاولة الكعكة'] },
      }),
    ).rejects.toThrow(/no longer exists or you may not/);
    expect(
      await sql('select title, items from public.birthday_packages where id = $1', [added.id]),
    ).toEqual([{ title: { en: `Kept ${run}` }, items: { en: ['Cake table'] } }]);
    expect(
      await sql('select 1 from public.birthday_packages where title ->> $1 = $2', [
        'ar',
        `باقة ${run}`,
      ]),
    ).toEqual([]);
    await deleteBirthdayPackage(jana, added.id);
  });
});

describe('zone picture names in both languages', () => {
  const media = (label: string) => ({
    zone: 'bowling' as const,
    kind: 'image' as const,
    url: `https://cdn.example/${run}-${label}.jpg`,
    storagePath: `bowling/${run}/${label}.jpg`,
  });

  it('the manager names a picture in each language, or not at all; visitors read both', async () => {
    const added = await addZoneMedia(jana, { ...media('lanes'), name: { en: 'lanes.jpg' } });
    expect(added.name).toEqual({ en: 'lanes.jpg' });
    const arabic = await renameZoneMedia(jana, added.id, { name: { ar: 'ستة مسارات' } });
    expect(arabic.name).toEqual({ ar: 'ستة مسارات' });
    const both = { en: 'Six lanes', ar: 'ستة مسارات' };
    expect((await renameZoneMedia(jana, added.id, { name: both })).name).toEqual(both);
    const read = (await listZoneMedia(visitor())).bowling.images.find(
      (item) => item.id === added.id,
    );
    expect(read?.name).toEqual(both);

    const unnamed = await addZoneMedia(jana, { ...media('glow'), name: {} });
    expect(unnamed.name).toEqual({});
    expect((await renameZoneMedia(jana, added.id, { name: {} })).name).toEqual({});
    expect(await sql('select name from public.zone_media where id = $1', [added.id])).toEqual([
      { name: {} },
    ]);
    await deleteZoneMedia(jana, { id: added.id, storage_path: null });
    await deleteZoneMedia(jana, { id: unnamed.id, storage_path: null });
  });

  it('reception can neither add a picture nor rename one', async () => {
    const added = await addZoneMedia(jana, { ...media('kept'), name: { en: 'Kept' } });
    await expect(
      addZoneMedia(reception, { ...media('reception'), name: { ar: 'صورة' } }),
    ).rejects.toThrow();
    await expect(
      renameZoneMedia(reception, added.id, { name: { en: 'Kept', ar: 'تغيير' } }),
    ).rejects.toThrow(/no longer exists or you may not/);
    expect(await sql('select name from public.zone_media where id = $1', [added.id])).toEqual([
      { name: { en: 'Kept' } },
    ]);
    await deleteZoneMedia(jana, { id: added.id, storage_path: null });
  });
});
