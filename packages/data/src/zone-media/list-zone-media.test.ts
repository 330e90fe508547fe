import { describe, expect, it } from 'vitest';
import { groupZoneMedia, type ZoneMedia } from './list-zone-media.ts';

function media(row: Pick<ZoneMedia, 'zone' | 'kind'> & Partial<ZoneMedia>): ZoneMedia {
  return {
    id: `${row.zone}-${row.kind}-${row.name?.en ?? ''}`,
    url: `https://cdn.example/${row.zone}/${row.name?.en ?? row.kind}`,
    name: {},
    storage_path: null,
    created_at: '2026-11-01T12:00:00+00:00',
    ...row,
  };
}

describe('groupZoneMedia', () => {
  it('gives every zone an empty gallery when there is no media at all', () => {
    expect(groupZoneMedia([])).toEqual({
      bowling: { mainImage: null, images: [], videos: [] },
      vr: { mainImage: null, images: [], videos: [] },
      cafe: { mainImage: null, images: [], videos: [] },
    });
  });

  it("sorts each row into its zone's main image, images or videos, keeping their order", () => {
    const main = media({ zone: 'vr', kind: 'main' });
    const first = media({ zone: 'vr', kind: 'image', name: { en: 'arena' } });
    const second = media({ zone: 'vr', kind: 'image', name: { en: 'headsets' } });
    const clip = media({ zone: 'bowling', kind: 'video', name: { en: 'strike' } });

    const galleries = groupZoneMedia([first, clip, main, second]);

    expect(galleries.vr).toEqual({ mainImage: main, images: [first, second], videos: [] });
    expect(galleries.bowling).toEqual({ mainImage: null, images: [], videos: [clip] });
    expect(galleries.cafe).toEqual({ mainImage: null, images: [], videos: [] });
  });
});
