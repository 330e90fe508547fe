import { describe, expect, it } from 'vitest';
import { hostRewrites, pageFileFor } from './build-plugin.ts';

/** The files a build writes that these addresses could name. */
const written = new Set(['index.html', 'booking/index.html', 'ar/booking/index.html']);
const fileFor = (pathname: string) => pageFileFor(pathname, (file) => written.has(file));

describe('which prerendered file answers an address', () => {
  it("a booking link's page answers 200 with its shell, for any token, in its language", () => {
    expect(fileFor('/booking/manage/Xk3_9qLm-Z0')).toEqual({
      file: 'booking/manage.html',
      status: 200,
    });
    expect(fileFor('/booking/coming/Xk3_9qLm-Z0')).toEqual({
      file: 'booking/coming.html',
      status: 200,
    });
    expect(fileFor('/ar/booking/coming/Xk3_9qLm-Z0/')).toEqual({
      file: 'ar/booking/coming.html',
      status: 200,
    });
  });

  it("a page answers with its own file; anything else is the language's 404", () => {
    expect(fileFor('/booking')).toEqual({ file: 'booking/index.html', status: 200 });
    expect(fileFor('/ar/booking/')).toEqual({ file: 'ar/booking/index.html', status: 200 });
    for (const path of ['/booking/coming', '/booking/coming/a/b', '/booking/comingx/a']) {
      expect(fileFor(path), path).toEqual({ file: '404.html', status: 404 });
    }
    expect(fileFor('/ar/booking/coming/')).toEqual({ file: 'ar/404.html', status: 404 });
  });

  it('the host rules say the same: each booking link page in both languages, then the 404s', () => {
    expect(hostRewrites.split('\n')).toEqual([
      '/booking/manage/*  /booking/manage.html  200',
      '/ar/booking/manage/*  /ar/booking/manage.html  200',
      '/booking/coming/*  /booking/coming.html  200',
      '/ar/booking/coming/*  /ar/booking/coming.html  200',
      '/ar/*  /ar/404.html  404',
      '/*  /404.html  404',
      '',
    ]);
  });
});
